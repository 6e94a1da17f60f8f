import type { SessionStore } from '../../../platform/session/session-store.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import type { TemplateAttachment } from './composer-quick-messages.ts';

/** An unsent reply: its HTML, the files chosen and the quick messages whose files go with it. */
export interface ReplyDraft {
  html: string;
  files: File[];
  templates?: TemplateAttachment[];
}

/**
 * The unsent replies of the signed-in user, one per thread, so switching threads and back keeps what was written.
 * Drafts hold what people write about participants: they live in memory only (never in browser storage), belong
 * to one user, and are dropped when that user signs out or someone else signs in.
 */
export interface ReplyDraftStore {
  /** The draft `userId` left in the thread, if any. */
  read(userId: string, threadId: string): ReplyDraft | undefined;
  /** Keeps the draft of a thread; one with no text and no files is dropped. */
  write(userId: string, threadId: string, draft: ReplyDraft): void;
  /** Drops the draft of a thread (it was sent). */
  discard(userId: string, threadId: string): void;
  /** Drops every draft. */
  discardAll(): void;
}

function isEmptyDraft(draft: ReplyDraft): boolean {
  return draft.html === '' && draft.files.length === 0 && (draft.templates?.length ?? 0) === 0;
}

/** A draft store that empties itself whenever `session` settles on another user, or on nobody. */
export function createReplyDraftStore(
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>,
): ReplyDraftStore {
  let owner: string | null = null;
  const drafts = new Map<string, ReplyDraft>();

  function discardAll() {
    drafts.clear();
    owner = null;
  }

  session.subscribe(() => {
    const { status, data } = session.getSnapshot();
    if (status !== 'loading' && (data?.user.id ?? null) !== owner) discardAll();
  });

  return {
    read(userId, threadId) {
      return owner === userId ? drafts.get(threadId) : undefined;
    },
    write(userId, threadId, draft) {
      if (owner !== userId) {
        discardAll();
        owner = userId;
      }
      if (isEmptyDraft(draft)) drafts.delete(threadId);
      else drafts.set(threadId, draft);
    },
    discard(userId, threadId) {
      if (owner === userId) drafts.delete(threadId);
    },
    discardAll,
  };
}

/** The app's reply drafts, watching the app's session. */
export const replyDrafts: ReplyDraftStore = createReplyDraftStore(sessionStore);
