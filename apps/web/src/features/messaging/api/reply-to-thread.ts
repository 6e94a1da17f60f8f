import { MessageView, type ThreadView } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../platform/api/api-client.ts';
import { NO_RESPONSE_STATUS, isApiError, problemCode } from '../../../platform/api/api-error.ts';
import { api } from '../../../platform/api/api.ts';
import { threadKeys } from './query-keys.ts';
import { refreshThreads } from './refresh-threads.ts';

/**
 * POST /threads/{threadId}/replies: the new message (files are uploaded onto it afterwards). The same
 * `idempotencyKey` makes a repeat of the request get the first one's answer instead of a second reply.
 */
export function replyToThread(threadId: string, body: string, idempotencyKey?: string) {
  return api.post('/threads/{threadId}/replies', {
    params: { threadId },
    body: { body },
    idempotencyKey,
    schema: MessageView,
  });
}

/**
 * The reply as the server made it, or `null` when a retry found it already carried out with its answer lost (the
 * server stopped between saving it and answering: decision 015, 409 `idempotency.completed`). It was sent; only the
 * answer, and so the new message's id, is missing.
 */
export type SentReply = MessageView | null;

/** A retry answered "already carried out": the first try made the reply. */
function alreadyCarriedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && problemCode(error) === 'idempotency.completed';
}

/** Tries of a reply the server may not have received (the connection failed), after the first. */
const NETWORK_RETRIES = 4;

/**
 * Whether a reply that failed may have been lost on the way rather than refused: no answer came (the connection
 * dropped), or the server is still carrying out the same request (decision 015: 409 idempotency.in_progress).
 */
function mayNotHaveArrived(error: unknown): boolean {
  if (!isApiError(error) || error.aborted) return false;
  if (error.status === NO_RESPONSE_STATUS) return true;
  return error.status === 409 && problemCode(error) === 'idempotency.in_progress';
}

/** A reply to send: its text and the Idempotency-Key all its tries carry. */
export interface ReplyToSend {
  body: string;
  idempotencyKey: string;
}

/** A reply of this text, with a key of its own (one per press of Send). */
export function replyToSend(body: string): ReplyToSend {
  return { body, idempotencyKey: newIdempotencyKey() };
}

/**
 * Sends a reply (`mutateAsync(replyToSend(html))`). A reply whose request got no answer is sent again with the same
 * Idempotency-Key, so it reaches the server exactly once; offline, it waits (`isPaused`) and goes once the
 * connection is back. Until then the send stays pending: the reply is not given up because the connection dropped.
 * A try the server says it already carried out is sent (`null`: its answer was lost).
 */
export function useReplyToThread(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: ReplyToSend): Promise<SentReply> => {
      try {
        return await replyToThread(threadId, body, idempotencyKey);
      } catch (error: unknown) {
        if (alreadyCarriedOut(error)) return null;
        throw error;
      }
    },
    retry: (failureCount, error) => mayNotHaveArrived(error) && failureCount < NETWORK_RETRIES,
    // The reply shows in the thread as soon as it is answered (the editor empties at the same moment); the thread,
    // lists and counts are refreshed behind it, which on a slow connection takes seconds more.
    onSuccess: (message) => {
      if (message !== null)
        queryClient.setQueryData<ThreadView>(threadKeys.detail(threadId), (thread) =>
          thread && !thread.messages.some((m) => m.id === message.id)
            ? { ...thread, messages: [...thread.messages, message] }
            : thread,
        );
      void refreshThreads(queryClient, [threadId]);
    },
  });
}
