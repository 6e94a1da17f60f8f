import type { CreateThreadBody, ThreadView } from '@casework/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import type { UploadState } from '../../../platform/forms/upload-list.tsx';
import { useCreateThread } from '../api/create-thread.ts';
import { refreshThreads } from '../api/refresh-threads.ts';
import {
  attachTemplateFiles,
  useComposerQuickMessages,
  type TemplateAttachment,
} from './composer-quick-messages.ts';
import { uploadFilesToMessage } from './upload-message-files.ts';

export interface SentThread {
  thread: ThreadView;
  /** Why a file could not be attached (the message itself was sent), or null. */
  fileError: unknown;
}

/**
 * Starts a thread, then attaches the files to its first message one by one with progress (the server takes files
 * only onto an existing message), then copies the files of the quick messages used. Rejects only when the thread
 * could not be created; a file that fails leaves the thread sent and is reported in `fileError`.
 *
 * A send goes on after the page is left (offline, it waits for the connection): `shown()` then says false, and a
 * toast says whether the message was sent, since the page that would have said so is gone.
 */
export function useSendNewThread() {
  const queryClient = useQueryClient();
  const create = useCreateThread();
  const quickMessages = useComposerQuickMessages();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [uploading, setUploading] = useState(false);
  const shownRef = useRef(false);

  useEffect(() => {
    shownRef.current = true;
    return () => {
      shownRef.current = false;
    };
  }, []);

  async function send(
    body: CreateThreadBody,
    files: readonly File[],
    templates?: readonly TemplateAttachment[],
  ): Promise<SentThread> {
    let sent: SentThread;
    try {
      sent = await sendAll(body, files, templates);
    } catch (error) {
      if (!shownRef.current)
        showToast({
          color: 'red',
          autoClose: false,
          title: 'Your new message was not sent',
          message: errorMessage(error),
        });
      throw error;
    }
    // A file that failed is said by the page, shown or not.
    if (!shownRef.current && !sent.fileError)
      showToast({ color: 'teal', message: 'Your new message was sent.' });
    return sent;
  }

  async function sendAll(
    body: CreateThreadBody,
    files: readonly File[],
    templates?: readonly TemplateAttachment[],
  ): Promise<SentThread> {
    const thread = await create.mutateAsync(body);
    const messageId = thread.messages.at(-1)?.id;
    if (messageId === undefined) return { thread, fileError: null };
    const sent = files.length === 0 ? { thread, fileError: null } : await uploadAll(thread, messageId, files);
    if (sent.fileError || !templates?.length) return sent;
    setUploading(true);
    try {
      await attachTemplateFiles(quickMessages, thread.id, messageId, templates);
      return sent;
    } catch (error) {
      return { thread, fileError: error };
    } finally {
      setUploading(false);
      void refreshThreads(queryClient, [thread.id]);
    }
  }

  async function uploadAll(
    thread: ThreadView,
    messageId: string,
    files: readonly File[],
  ): Promise<SentThread> {
    const idOf = (index: number) => `${index}-${files[index]!.name}`;
    const patch = (id: string, change: Partial<UploadState>) =>
      setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));
    setUploads(
      files.map((file, index) => ({ id: idOf(index), name: file.name, percent: 0, status: 'uploading' })),
    );
    setUploading(true);
    let failedAt = -1;
    let failure: unknown = null;
    try {
      for (const [index, file] of files.entries()) {
        const id = idOf(index);
        try {
          await uploadFilesToMessage(thread.id, messageId, [file], (_, percent) => patch(id, { percent }));
        } catch (error) {
          failedAt = index;
          failure = error;
          break;
        }
        patch(id, { percent: 100, status: 'done' });
      }
      if (failedAt !== -1) {
        setUploads((all) =>
          all.map((u, index) =>
            index < failedAt
              ? u
              : index === failedAt
                ? { ...u, status: 'failed', error: errorMessage(failure) }
                : { ...u, status: 'failed', error: 'Not sent' },
          ),
        );
      }
      return { thread, fileError: failure };
    } finally {
      setUploading(false);
      void refreshThreads(queryClient, [thread.id]);
    }
  }

  // Offline, creating the thread waits (the mutation is paused) and goes once the connection is back.
  return {
    send,
    uploads,
    busy: create.isPending || uploading,
    waitingForConnection: create.isPaused,
    shown: () => shownRef.current,
  };
}
