import {
  fileCategoryLabel,
  AccountStatus,
  type MoveParticipantFilesBody,
  type ParticipantFileView,
  type UpdateParticipantFileBody,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, conflict, forbidden, notFound } from '#src/platform/errors/app-error.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import {
  assertUploadName,
  refusePart,
  storeUpload,
  type UploadPart,
} from '#src/platform/files/file-upload.ts';
import { participantFileKey } from '#src/platform/files/storage-keys.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import type { ParticipantMergeContributor } from '#src/platform/modules.ts';
import type { ParticipantAccess } from '../participants/participant-access.ts';
import { participantFileReference, presentParticipantFile } from './participant-files.presenter.ts';
import {
  isUniqueViolation,
  type ParticipantFileRow,
  type ParticipantFilesRepository,
} from './participant-files.repository.ts';
import { nameFreeIn, refKey } from './participant-file-names.ts';

export interface ParticipantFilesDeps {
  db: Db;
  files: (db: DbOrTx) => ParticipantFilesRepository;
  access: Pick<ParticipantAccess, 'visibleTo' | 'changeableBy'>;
  storage: FileStorage;
  maxFileBytes: number;
  log: { warn(detail: Record<string, unknown>, message: string): void };
}

/** 409 for a name already taken in a category, in the words the person sees (not the internal file reference). */
const fileExists = (category: string, name: string) =>
  conflict(
    'file.exists',
    `A file named "${name}" is already in ${fileCategoryLabel(category)}. Rename the file or choose another category.`,
  );

/**
 * A participant changes only the files they uploaded themselves: what staff added to their case (a letter, a decision)
 * is theirs to download, not to rename, move or delete.
 */
function assertMayChange(principal: Principal, file: Pick<ParticipantFileRow, 'name' | 'uploadedBy'>) {
  if (principal.kind !== 'participant' || file.uploadedBy === principal.userId) return;
  throw forbidden(
    `You can download "${file.name}" but not rename, move or delete it: you can change only the files you ` +
      'uploaded yourself.',
  );
}

export function createParticipantFilesService({
  db,
  files,
  access,
  storage,
  maxFileBytes,
  log,
}: ParticipantFilesDeps) {
  const repo = files(db);

  async function findOr404(participantId: string, category: string, name: string) {
    const row = await repo.find(participantId, category, name);
    if (!row) throw notFound('file', participantFileReference({ participantId, category, name }));
    return row;
  }

  async function forget(keys: string[]) {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ key, error }, 'stored file not removed'));
    }
  }

  /** Stores one part; refuses bad names, duplicates, too-large and not-allowed content, keeping nothing. */
  async function storePart(participantId: string, category: string, part: UploadPart, seen: Set<string>) {
    assertUploadName(part);
    if (seen.has(part.filename) || (await repo.find(participantId, category, part.filename)))
      throw refusePart(part, fileExists(category, part.filename));
    seen.add(part.filename);
    return storeUpload(storage, participantFileKey(participantId), part, maxFileBytes);
  }

  return {
    async list(
      principal: Principal,
      participantId: string,
      query: { fileCategory?: string | undefined; take: number; skip: number },
    ) {
      await access.visibleTo(principal, participantId);
      const { rows, total } = await repo.list(participantId, {
        category: query.fileCategory,
        take: query.take,
        skip: query.skip,
      });
      return { items: rows.map(presentParticipantFile), total };
    },

    /** Stores every file of an upload, or none: any refused file removes the ones stored before it. */
    async upload(
      principal: Principal,
      participantId: string,
      category: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<{ items: ParticipantFileView[]; total: number }> {
      const participant = await access.changeableBy(principal, participantId);
      if (participant.status === AccountStatus.PermanentlyDisabled) {
        throw conflict(
          'participant.permanently_disabled',
          'This record is permanently disabled; files can no longer be added.',
        );
      }
      const stored: { key: string; name: string; size: number; contentType: string }[] = [];
      const seen = new Set<string>();
      try {
        for await (const part of parts) stored.push(await storePart(participantId, category, part, seen));
        if (stored.length === 0) {
          throw badRequest('Attach at least one file to upload.', [
            { field: 'body', message: 'Send the files as multipart/form-data file parts' },
          ]);
        }
        const ids = stored.map(() => uuidv7());
        await db.transaction(async (tx) => {
          await files(tx).insert(
            stored.map((s, i) => ({
              id: ids[i]!,
              participantId,
              category,
              name: s.name,
              contentType: s.contentType,
              size: s.size,
              storageKey: s.key,
              uploadedBy: principal.userId,
            })),
          );
        });
        const rows = await repo.findByIds(ids);
        return { items: rows.map(presentParticipantFile), total: rows.length };
      } catch (error) {
        await forget(stored.map((s) => s.key));
        if (isUniqueViolation(error)) {
          throw conflict(
            'file.exists',
            'A file with one of these names was added meanwhile. Choose another name.',
          );
        }
        throw error;
      }
    },

    async download(principal: Principal, participantId: string, category: string, name: string) {
      await access.visibleTo(principal, participantId);
      const row = await findOr404(participantId, category, name);
      return {
        stream: await storage.get(row.storageKey),
        name: row.name,
        type: row.contentType,
        size: row.size,
      };
    },

    async update(
      principal: Principal,
      participantId: string,
      category: string,
      name: string,
      body: UpdateParticipantFileBody,
    ): Promise<ParticipantFileView> {
      await access.changeableBy(principal, participantId);
      const row = await findOr404(participantId, category, name);
      await applyMoves(principal, participantId, [
        { category, name, toCategory: body.category, toName: body.name },
      ]);
      const [moved] = await repo.findByIds([row.id]);
      return presentParticipantFile(moved!);
    },

    async moveMany(principal: Principal, participantId: string, body: MoveParticipantFilesBody) {
      await access.changeableBy(principal, participantId);
      const ids = await applyMoves(principal, participantId, body.moves);
      const rows = await repo.findByIds(ids);
      return { items: rows.map(presentParticipantFile), total: rows.length };
    },

    async remove(principal: Principal, participantId: string, category: string, name: string): Promise<void> {
      await access.changeableBy(principal, participantId);
      const row = await findOr404(participantId, category, name);
      assertMayChange(principal, row);
      await db.transaction((tx) => files(tx).remove(row.id));
      // The bytes go once the row is gone: a crash in between leaves an unreferenced file, never a broken row.
      await forget([row.storageKey]);
    },

    /** Merge: the source's files move to the target, in the same category, renamed on a clash ("lease (2).pdf"). */
    mergeContributor: {
      kind: 'files',
      count: (dbOrTx: DbOrTx, participantId: string) => files(dbOrTx).countOf(participantId),
      async move(tx, fromId, toId) {
        const txFiles = files(tx);
        const source = await txFiles.lockAllOf(fromId);
        const taken = new Set((await txFiles.lockAllOf(toId)).map((f) => refKey(f.category, f.name)));
        for (const file of source) {
          const name = nameFreeIn(taken, file.category, file.name);
          taken.add(refKey(file.category, name));
          await txFiles.rename(file.id, { participantId: toId, category: file.category, name });
        }
        return source.length;
      },
    } satisfies ParticipantMergeContributor,
  };

  /**
   * Renames and moves files of one participant together; returns the ids of the files moved. A participant moving a
   * file they did not upload refuses the whole set (403), nothing moved.
   */
  async function applyMoves(
    principal: Principal,
    participantId: string,
    moves: { category: string; name: string; toCategory?: string | undefined; toName?: string | undefined }[],
  ): Promise<string[]> {
    return db.transaction(async (tx) => {
      const txFiles = files(tx);
      const all = await txFiles.lockAllOf(participantId);
      const byRef = new Map(all.map((f) => [refKey(f.category, f.name), f]));
      const finals = new Map<string, { row: ParticipantFileRow; category: string; name: string }>();
      const errors: { field: string; message: string }[] = [];
      moves.forEach((m, i) => {
        const row = byRef.get(refKey(m.category, m.name));
        if (!row)
          errors.push({
            field: `body.moves.${i}`,
            message: `No file "${m.name}" in category "${m.category}"`,
          });
        else if (finals.has(row.id))
          errors.push({ field: `body.moves.${i}`, message: 'This file is moved twice' });
        else finals.set(row.id, { row, category: m.toCategory ?? m.category, name: m.toName ?? m.name });
      });
      if (errors.length > 0) {
        if (moves.length === 1)
          throw notFound('file', participantFileReference({ participantId, ...moves[0]! }));
        throw badRequest('Some files to move were not found; nothing was moved.', errors, 'file.not_found');
      }
      for (const { row } of finals.values()) assertMayChange(principal, row);
      const taken = new Set(all.filter((f) => !finals.has(f.id)).map((f) => refKey(f.category, f.name)));
      for (const target of finals.values()) {
        const key = refKey(target.category, target.name);
        if (taken.has(key)) throw fileExists(target.category, target.name);
        taken.add(key);
      }
      // Two steps, so swapping two names never trips the unique reference index halfway.
      for (const { row } of finals.values())
        await txFiles.rename(row.id, { category: row.category, name: `.moving-${row.id}` });
      for (const { row, category, name } of finals.values()) await txFiles.rename(row.id, { category, name });
      return [...finals.keys()];
    });
  }
}
export type ParticipantFilesService = ReturnType<typeof createParticipantFilesService>;
