import type { MessageFileView } from '@casework/contract';
import type { Db, Tx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { conflict, forbidden, notFound } from '#src/platform/errors/app-error.ts';
import { recordEvent, type DomainEventType } from '#src/platform/events/outbox.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import {
  assertUploadName,
  refusePart,
  inUploadOrder,
  nameTakenMeanwhile,
  storeUpload,
  storeUploadAllOrNone,
  type StoredUpload,
  type UploadPart,
} from '#src/platform/files/file-upload.ts';
import { threadFileKey } from '#src/platform/files/storage-keys.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { threadEventIds } from '../threads/post-message.ts';
import type { ThreadViewer } from '../threads/threads-access.ts';
import { presentMessageFile, threadFileReference } from '../threads/threads.presenter.ts';
import type { ThreadWithAssignees } from '../threads/threads.repository.ts';
import { visibleThread } from '../threads/threads.service.ts';
import type { ViewerOf } from '../threads/thread-viewer.ts';
import type { MessageFilesResponse, RenameMessageFileBody } from '@casework/contract';
import { createThreadFilesRepository, type MessageOwner } from './thread-files.repository.ts';

/**
 * Live streams and other consumers learn that a message's files changed (a file attached after the message was
 * sent, renamed or removed). Not yet in DomainEventType (platform/events/outbox.ts belongs to threads core).
 */
const FILES_CHANGED: DomainEventType = 'message.files_changed';

export interface ThreadFilesDeps {
  db: Db;
  viewerOf: ViewerOf;
  storage: FileStorage;
  maxFileBytes: number;
  log: { warn(detail: Record<string, unknown>, message: string): void };
}

interface FileRef {
  threadId: string;
  messageId: string;
  name: string;
}

const fileExists = (name: string) =>
  conflict('file.exists', `A file named "${name}" is already attached to this message. Choose another name.`);

/**
 * Files attached to messages (SPEC §7 thread files), stored like participant files. Whoever may see the thread
 * may list and download its files; staff who may see it (and so write to it) and a participant on their own
 * messages may attach, rename and remove them.
 */
export function createThreadFilesService({ db, viewerOf, storage, maxFileBytes, log }: ThreadFilesDeps) {
  const repo = createThreadFilesRepository(db);

  /** The thread and message, when the viewer may see them: 404 otherwise, as if they did not exist. */
  async function reach(viewer: ThreadViewer, ref: Omit<FileRef, 'name'>, dbOrTx: Db | Tx = db, lock = false) {
    const thread = await visibleThread(dbOrTx, viewer, ref.threadId);
    const message = await createThreadFilesRepository(dbOrTx).message(ref.threadId, ref.messageId, { lock });
    if (!message) throw notFound('message', ref.messageId);
    return { thread, message };
  }

  function assertMayChange(viewer: ThreadViewer, message: MessageOwner) {
    if (viewer.kind === 'participant' && message.authorUserId !== viewer.userId)
      throw forbidden('You can attach, rename and remove files of your own messages only.');
  }

  /** Locks the message and checks the viewer may change its files, inside the transaction `tx`. */
  async function reachForChange(tx: Tx, viewer: ThreadViewer, ref: Omit<FileRef, 'name'>) {
    const reached = await reach(viewer, ref, tx, true);
    assertMayChange(viewer, reached.message);
    return reached;
  }

  async function fileOr404(messageId: string, ref: FileRef, dbOrTx: Db | Tx = db) {
    const file = await createThreadFilesRepository(dbOrTx).find(messageId, ref.name);
    if (!file) throw notFound('file', threadFileReference(ref));
    return file;
  }

  async function filesChanged(tx: Tx, thread: ThreadWithAssignees, messageId: string, actorUserId: string) {
    await recordEvent(tx, {
      type: FILES_CHANGED,
      aggregateType: 'thread',
      aggregateId: thread.id,
      actorUserId,
      payload: { ...threadEventIds(thread), messageId },
    });
  }

  async function forget(keys: string[]) {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ key, error }, 'stored file not removed'));
    }
  }

  /** Stores one part; refuses a bad name, a name already on the message, too many bytes or a refused type. */
  async function storePart(threadId: string, part: UploadPart, taken: Set<string>): Promise<StoredUpload> {
    assertUploadName(part);
    if (taken.has(part.filename)) throw refusePart(part, fileExists(part.filename));
    taken.add(part.filename);
    return storeUpload(storage, threadFileKey(threadId), part, maxFileBytes);
  }

  return {
    async list(principal: Principal, ref: Omit<FileRef, 'name'>, page: { take: number; skip: number }) {
      const viewer = await viewerOf(principal);
      await reach(viewer, ref);
      const { rows, total } = await repo.list(ref.messageId, page);
      return { items: rows.map(presentMessageFile), total };
    },

    /** Stores every file of an upload, or none: any refused file removes the ones stored before it. */
    async upload(
      principal: Principal,
      ref: Omit<FileRef, 'name'>,
      parts: AsyncIterable<UploadPart>,
    ): Promise<MessageFilesResponse> {
      const viewer = await viewerOf(principal);
      const { message } = await reach(viewer, ref);
      assertMayChange(viewer, message);
      const taken = await repo.names(ref.messageId);
      return storeUploadAllOrNone({
        parts,
        forget,
        store: (part) => storePart(ref.threadId, part, taken),
        record: async (stored) => {
          const rows = await db.transaction(async (tx) => {
            const { thread } = await reachForChange(tx, viewer, ref);
            const inserted = await createThreadFilesRepository(tx).insert(
              stored.map((s) => ({
                id: uuidv7(),
                threadId: ref.threadId,
                messageId: ref.messageId,
                name: s.name,
                size: s.size,
                contentType: s.contentType,
                storageKey: s.key,
                uploadedByUserId: viewer.userId,
              })),
            );
            // Another upload took one of the names meanwhile: keep none of this one.
            const lost = nameTakenMeanwhile(stored, inserted);
            if (lost) throw fileExists(lost.name);
            await filesChanged(tx, thread, ref.messageId, viewer.userId);
            return inserted;
          });
          return { items: inUploadOrder(rows, stored).map(presentMessageFile), total: rows.length };
        },
      });
    },

    async download(principal: Principal, ref: FileRef) {
      const viewer = await viewerOf(principal);
      await reach(viewer, ref);
      const file = await fileOr404(ref.messageId, ref);
      return {
        stream: await storage.get(file.storageKey),
        name: file.name,
        type: file.contentType,
        size: file.size,
      };
    },

    async rename(principal: Principal, ref: FileRef, body: RenameMessageFileBody): Promise<MessageFileView> {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        const { thread } = await reachForChange(tx, viewer, ref);
        const file = await fileOr404(ref.messageId, ref, tx);
        if (body.name === file.name) return presentMessageFile(file);
        const txRepo = createThreadFilesRepository(tx);
        if (await txRepo.find(ref.messageId, body.name)) throw fileExists(body.name);
        const renamed = await txRepo.rename(file.id, body.name);
        await filesChanged(tx, thread, ref.messageId, viewer.userId);
        return presentMessageFile(renamed!);
      });
    },

    async remove(principal: Principal, ref: FileRef): Promise<void> {
      const viewer = await viewerOf(principal);
      const key = await db.transaction(async (tx) => {
        const { thread } = await reachForChange(tx, viewer, ref);
        const file = await fileOr404(ref.messageId, ref, tx);
        await createThreadFilesRepository(tx).remove(file.id);
        await filesChanged(tx, thread, ref.messageId, viewer.userId);
        return file.storageKey;
      });
      // The bytes go once the row is gone: a crash in between leaves an unreferenced file, never a broken row.
      await forget([key]);
    },
  };
}
export type ThreadFilesService = ReturnType<typeof createThreadFilesService>;
