import type { Readable } from 'node:stream';
import {
  MAX_FILE_NAME_BYTES,
  MERGED_PARTICIPANT_MESSAGE_FILES_CATEGORY,
  type MergedFilesResult,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import { canSeeThread } from './threads-access.ts';
import { createThreadsRepository, type MessageFileRow } from './threads.repository.ts';
import type { ViewerOf } from './thread-viewer.ts';

/** The participant-files service calls this copy uses (list what is there, then upload). */
export interface ParticipantFilesPort {
  list(
    principal: Principal,
    participantId: string,
    query: { fileCategory?: string | undefined; take: number; skip: number },
  ): Promise<{ items: { name: string; size: number }[]; total: number }>;
  upload(
    principal: Principal,
    participantId: string,
    category: string,
    parts: AsyncIterable<{ fieldname: string; filename: string; stream: Readable }>,
  ): Promise<{ items: { name: string }[]; total: number }>;
}

export interface MergedFilesDeps {
  db: Db;
  viewerOf: ViewerOf;
  storage: Pick<FileStorage, 'get' | 'exists'>;
  participantFiles: ParticipantFilesPort;
}

const CATEGORY = MERGED_PARTICIPANT_MESSAGE_FILES_CATEGORY;
const PAGE = 100;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

function splitName(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 11 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** `name`, or "base (n).ext" with the first n no file in the category has, shortened to fit the name limit. */
export function freeName(taken: ReadonlySet<string>, name: string): string {
  if (!taken.has(name)) return name;
  const [base, extension] = splitName(name);
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})${extension}`;
    let trimmed = base;
    while (trimmed.length > 0 && bytes(trimmed) + bytes(suffix) > MAX_FILE_NAME_BYTES)
      trimmed = Array.from(trimmed).slice(0, -1).join('');
    const candidate = `${trimmed.trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A file in the category is this one copied before: the same size, under its name or a "(n)" variant of it. */
export function copiedBefore(
  existing: readonly { name: string; size: number }[],
  file: { name: string; size: number },
) {
  const [base, extension] = splitName(file.name);
  const variant = (name: string) => {
    if (!name.endsWith(extension)) return false;
    const stem = name.slice(0, name.length - extension.length);
    const match = / \((\d+)\)$/.exec(stem);
    return match !== null && stem.slice(0, match.index) === base;
  };
  return existing.some((e) => e.size === file.size && (e.name === file.name || variant(e.name)));
}

/**
 * POST /threads/{threadId}/mergedfiles: after a merge, copies the thread's message files into its participant's
 * files, category mergedparticipantmessagefiles, through the participant-files service (same name and content
 * checks). A file already there with the same size under its name (or a numbered variant) counts as copied
 * before, so calling twice is safe.
 */
export function createMergedFilesService({ db, viewerOf, storage, participantFiles }: MergedFilesDeps) {
  const repo = createThreadsRepository(db);

  async function existingFiles(principal: Principal, participantId: string) {
    const files: { name: string; size: number }[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = await participantFiles.list(principal, participantId, {
        fileCategory: CATEGORY,
        take: PAGE,
        skip,
      });
      files.push(...page.items);
      if (page.items.length < PAGE) return files;
    }
  }

  return {
    async copyToParticipant(principal: Principal, threadId: string): Promise<MergedFilesResult> {
      const viewer = await viewerOf(principal);
      const thread = await repo.find(threadId);
      // Administrators tidy up after merges of any thread; everyone else only of threads they can see.
      if (!thread || (viewer.role !== 'Administrator' && !canSeeThread(viewer, thread)))
        throw notFound('thread', threadId);
      const result: MergedFilesResult = {
        participantId: thread.participantId,
        category: CATEGORY,
        copied: [],
        skipped: [],
        missing: [],
      };
      const files = await repo.filesOfThread(threadId);
      if (files.length === 0) return result;

      const existing = await existingFiles(principal, thread.participantId);
      const taken = new Set(existing.map((f) => f.name));
      const toCopy: { file: MessageFileRow; name: string }[] = [];
      for (const file of files) {
        if (copiedBefore(existing, file)) result.skipped.push(file.name);
        else if (!(await storage.exists(file.storageKey))) result.missing.push(file.name);
        else {
          const name = freeName(taken, file.name);
          taken.add(name);
          toCopy.push({ file, name });
        }
      }
      if (toCopy.length === 0) return result;
      async function* parts() {
        for (const { file, name } of toCopy)
          yield { fieldname: 'file', filename: name, stream: await storage.get(file.storageKey) };
      }
      const uploaded = await participantFiles.upload(principal, thread.participantId, CATEGORY, parts());
      result.copied.push(...uploaded.items.map((f) => f.name));
      return result;
    },
  };
}
export type MergedFilesService = ReturnType<typeof createMergedFilesService>;
