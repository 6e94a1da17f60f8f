import type { SessionStore } from '../../../platform/session/session-store.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { isSamePickedFile } from '../../../platform/forms/picked-file.ts';
import { askBeforeClosingWhile } from '../../../platform/forms/unsent-work.ts';
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
  /**
   * Puts back a reply the server refused, and tells the thread's watchers. It never overwrites: a draft written
   * meanwhile (the person came back to the thread and wrote again) is kept after it, text and files.
   */
  restore(userId: string, threadId: string, refused: ReplyDraft): void;
  /**
   * Calls `listener` with the thread's draft each time a refused reply of `userId` is put back; returns the stop.
   * `shown` is the draft the watcher shows already: when the thread's draft is a refused reply put back since (in the
   * moment between a reply box appearing and it watching), `listener` is called with it at once.
   */
  watchRestored(
    userId: string,
    threadId: string,
    listener: (draft: ReplyDraft) => void,
    shown?: ReplyDraft,
  ): () => void;
  /** Drops every draft. */
  discardAll(): void;
  /** Counts a reply as on its way while `sending` runs (the reply, then its files); answers what it answers. */
  whileSending<T>(sending: Promise<T>): Promise<T>;
  /**
   * Whether closing or reloading the page would lose something written: a draft kept (drafts live in memory only),
   * or a reply still on its way.
   */
  hasUnsent(): boolean;
}

function isEmptyDraft(draft: ReplyDraft): boolean {
  return draft.html === '' && draft.files.length === 0 && (draft.templates?.length ?? 0) === 0;
}

/**
 * A refused reply and the draft written since it was sent, as one: the refused text first, then the newer one; the
 * files of both, a file of the newer draft left out when it is one of the refused reply's (the same file, or the
 * same name and size, as the composer itself tells them apart); a quick message's files once.
 */
function combineDrafts(refused: ReplyDraft, since: ReplyDraft): ReplyDraft {
  const files = [...refused.files];
  for (const file of since.files) if (!files.some((f) => isSamePickedFile(f, file))) files.push(file);
  const templates = [...(refused.templates ?? [])];
  for (const template of since.templates ?? [])
    if (!templates.some((t) => t.templateId === template.templateId)) templates.push(template);
  const html = refused.html + since.html;
  return templates.length > 0 ? { html, files, templates } : { html, files };
}

interface RestoredWatcher {
  userId: string;
  threadId: string;
  listener: (draft: ReplyDraft) => void;
}

/** A draft store that empties itself whenever `session` settles on another user, or on nobody. */
export function createReplyDraftStore(
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'>,
): ReplyDraftStore {
  let owner: string | null = null;
  const drafts = new Map<string, ReplyDraft>();
  let repliesOnTheirWay = 0;
  const watchers = new Set<RestoredWatcher>();
  // The drafts `restore` made, each kept until it is written over.
  const restored = new WeakSet<ReplyDraft>();

  function discardAll() {
    drafts.clear();
    owner = null;
  }

  session.subscribe(() => {
    const { status, data } = session.getSnapshot();
    if (status !== 'loading' && (data?.user.id ?? null) !== owner) discardAll();
  });

  function read(userId: string, threadId: string): ReplyDraft | undefined {
    return owner === userId ? drafts.get(threadId) : undefined;
  }

  function write(userId: string, threadId: string, draft: ReplyDraft) {
    if (owner !== userId) {
      discardAll();
      owner = userId;
    }
    if (isEmptyDraft(draft)) drafts.delete(threadId);
    else drafts.set(threadId, draft);
  }

  return {
    read,
    write,
    restore(userId, threadId, refused) {
      const since = read(userId, threadId);
      const kept = since ? combineDrafts(refused, since) : refused;
      write(userId, threadId, kept);
      restored.add(kept);
      for (const watcher of [...watchers])
        if (watcher.userId === userId && watcher.threadId === threadId) watcher.listener(kept);
    },
    watchRestored(userId, threadId, listener, shown) {
      const watcher: RestoredWatcher = { userId, threadId, listener };
      watchers.add(watcher);
      const now = read(userId, threadId);
      if (now !== undefined && now !== shown && restored.has(now)) listener(now);
      return () => {
        watchers.delete(watcher);
      };
    },
    discard(userId, threadId) {
      if (owner === userId) drafts.delete(threadId);
    },
    discardAll,
    async whileSending(sending) {
      repliesOnTheirWay += 1;
      try {
        return await sending;
      } finally {
        repliesOnTheirWay -= 1;
      }
    },
    hasUnsent: () => drafts.size > 0 || repliesOnTheirWay > 0,
  };
}

/** The app's reply drafts, watching the app's session; closing the page asks first while they hold anything. */
export const replyDrafts: ReplyDraftStore = createReplyDraftStore(sessionStore);
askBeforeClosingWhile(replyDrafts.hasUnsent);
