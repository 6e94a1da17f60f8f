import {
  templateVariablesIn,
  type CreateMessageTemplateBody,
  type CreateTemplateCategoryBody,
  type DeleteTemplateFilesBody,
  type ListTemplateCategoriesResponse,
  type MessageFilesResponse,
  type MessageTemplateView,
  type TemplateCategoryView,
  type TemplateFileView,
  type TemplateFilesResponse,
  type UpdateMessageTemplateBody,
  type UpdateTemplateCategoryBody,
} from '@casework/contract';
import type { Db, DbOrTx, Tx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, conflict, notFound } from '#src/platform/errors/app-error.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import {
  assertUploadName,
  refusePart,
  inUploadOrder,
  nameTakenMeanwhile,
  storeUpload,
  storeUploadAllOrNone,
  type UploadPart,
} from '#src/platform/files/file-upload.ts';
import { templateFileKey, threadFileKey } from '#src/platform/files/storage-keys.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { richTextToPlainText, sanitizeRichText } from '#src/platform/rich-text/sanitize-rich-text.ts';
import { createThreadFilesRepository } from '../thread-files/thread-files.repository.ts';
import { freeName } from '../threads/merged-files.service.ts';
import { threadEventIds } from '../threads/post-message.ts';
import { canWorkTeamInbox, type ThreadViewer } from '../threads/threads-access.ts';
import { presentMessageFile } from '../threads/threads.presenter.ts';
import { visibleThread } from '../threads/threads.service.ts';
import type { ViewerOf } from '../threads/thread-viewer.ts';
import {
  createTemplatesRepository,
  type CategoryRow,
  type PresentedTemplateRow,
  type TemplateFileRef,
  type TemplateFileRow,
  type TemplateRow,
} from './templates.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

export interface TemplatesDeps {
  db: Db;
  viewerOf: ViewerOf;
  storage: FileStorage;
  maxFileBytes: number;
  log: { warn(detail: Record<string, unknown>, message: string): void };
}

const templateFileReference = (f: { templateId: string; name: string }) => `${f.templateId}/${f.name}`;

function presentTemplateFile(row: TemplateFileRef): TemplateFileView {
  return {
    reference: templateFileReference(row),
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    uploadedAt: isoString(row.createdAt),
  };
}

const fileExists = (name: string) =>
  conflict(
    'file.exists',
    `A file named "${name}" is already attached to this template. Choose another name.`,
  );

/** Sanitised like a message body; the {variables} are plain text and survive as written. */
function cleanTemplateBody(html: string) {
  const clean = sanitizeRichText(html);
  const text = richTextToPlainText(clean);
  if (text.trim() === '') {
    throw badRequest(
      'The template is empty once formatting is removed. Write some text.',
      [{ field: 'body.body', message: 'Write a message: it must contain some text' }],
      'message.empty',
    );
  }
  return { html: clean, text };
}

/**
 * Quick messages (issue 6). A personal template is its owner's alone; a team template belongs to everyone who works
 * that team's inbox (TeamInbox.Access there, or a Supervisor/Administrator member). Anything else answers 404, as if
 * the template did not exist. Categories are a team's; deleting one leaves its templates uncategorised.
 */
export function createTemplatesService({ db, viewerOf, storage, maxFileBytes, log }: TemplatesDeps) {
  const repo = createTemplatesRepository(db);

  const mayUse = (viewer: ThreadViewer, template: TemplateRow) =>
    template.type === 'personal'
      ? template.ownerUserId === viewer.userId
      : template.teamId !== null && canWorkTeamInbox(viewer, template.teamId);

  async function reachTemplate(viewer: ThreadViewer, id: string, dbOrTx: DbOrTx = db, lock = false) {
    const template = await createTemplatesRepository(dbOrTx).find(id, { lock });
    if (!template || !mayUse(viewer, template)) throw notFound('message template', id);
    return template;
  }

  function reachTeam(viewer: ThreadViewer, teamId: string) {
    if (!canWorkTeamInbox(viewer, teamId)) throw notFound('team', teamId);
  }

  async function reachCategory(viewer: ThreadViewer, id: string, dbOrTx: DbOrTx = db, lock = false) {
    const category = await createTemplatesRepository(dbOrTx).category(id, { lock });
    if (!category || !canWorkTeamInbox(viewer, category.teamId)) throw notFound('template category', id);
    return category;
  }

  /** Categories a template may be in: its team's (team template) or any of the caller's inbox teams' (personal). */
  async function checkCategories(
    tx: Tx,
    viewer: ThreadViewer,
    teamId: string | null,
    categoryIds: readonly string[],
  ): Promise<void> {
    const found = await createTemplatesRepository(tx).categoriesByIds(categoryIds);
    const allowed = (c: CategoryRow) =>
      teamId === null ? canWorkTeamInbox(viewer, c.teamId) : c.teamId === teamId;
    const missing = categoryIds.filter((id) => !found.some((c) => c.id === id && allowed(c)));
    if (missing.length > 0) {
      throw badRequest(
        teamId === null
          ? 'A category is not one of your teams. Choose categories of your teams.'
          : "A category is not one of the template's team. Choose categories of that team.",
        [{ field: 'body.categoryIds', message: `Unknown category: ${missing.join(', ')}` }],
      );
    }
  }

  function present(viewer: ThreadViewer, t: PresentedTemplateRow): MessageTemplateView {
    const person = (id: string | null, name: string | null) =>
      id === null ? null : { id, name: name?.trim() || 'Former staff member' };
    return {
      id: t.id,
      name: t.name,
      type: t.type as MessageTemplateView['type'],
      team: t.teamId === null ? null : { id: t.teamId, name: t.teamName ?? '' },
      owner: person(t.ownerUserId, t.ownerName),
      categories: t.categories,
      bodyHtml: t.bodyHtml,
      bodyText: t.bodyText,
      variables: templateVariablesIn(t.bodyText),
      files: t.files.map(presentTemplateFile),
      createdBy: person(t.createdByUserId, t.createdByName),
      createdAt: isoString(t.createdAt),
      updatedBy: person(t.updatedByUserId, t.updatedByName),
      updatedAt: isoString(t.updatedAt),
      canEdit: mayUse(viewer, t),
    };
  }

  /** The template as written in `tx`, presented. */
  async function presentWritten(tx: Tx, viewer: ThreadViewer, id: string) {
    const row = await createTemplatesRepository(tx).presented(id);
    return present(viewer, row!);
  }

  async function forget(keys: readonly string[]) {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ key, error }, 'stored file not removed'));
    }
  }

  async function presentCategory(dbOrTx: DbOrTx, row: CategoryRow): Promise<TemplateCategoryView> {
    const r = createTemplatesRepository(dbOrTx);
    const [count, names] = await Promise.all([r.categoryTemplateCount(row.id), r.teamNames([row.teamId])]);
    return {
      id: row.id,
      name: row.name,
      team: { id: row.teamId, name: names.get(row.teamId) ?? '' },
      templateCount: count,
      createdAt: isoString(row.createdAt),
      updatedAt: isoString(row.updatedAt),
    };
  }

  const categoryNameTaken = (name: string) =>
    conflict('category.exists', `The team already has a category named "${name}". Choose another name.`);

  return {
    async list(
      principal: Principal,
      query: { term?: string; includeTeams?: boolean; take: number; skip: number },
    ) {
      const viewer = await viewerOf(principal);
      const scope = {
        ownerUserId: viewer.userId,
        teamIds: query.includeTeams ? [...viewer.inboxTeamIds] : [],
      };
      const { rows, total } = await repo.list(scope, query.term || undefined, query);
      return { items: rows.map((row) => present(viewer, row)), total };
    },

    async listForTeam(
      principal: Principal,
      teamId: string,
      query: { term?: string; take: number; skip: number },
    ) {
      const viewer = await viewerOf(principal);
      reachTeam(viewer, teamId);
      const { rows, total } = await repo.list({ teamIds: [teamId] }, query.term || undefined, query);
      return { items: rows.map((row) => present(viewer, row)), total };
    },

    async create(principal: Principal, body: CreateMessageTemplateBody): Promise<MessageTemplateView> {
      const viewer = await viewerOf(principal);
      const teamId = body.type === 'team' ? body.teamId! : null;
      if (teamId !== null) reachTeam(viewer, teamId);
      const clean = cleanTemplateBody(body.body);
      return db.transaction(async (tx) => {
        const categoryIds = body.categoryIds ?? [];
        await checkCategories(tx, viewer, teamId, categoryIds);
        const r = createTemplatesRepository(tx);
        const row = await r.insert({
          id: uuidv7(),
          name: body.name,
          type: body.type,
          teamId,
          ownerUserId: teamId === null ? viewer.userId : null,
          bodyHtml: clean.html,
          bodyText: clean.text,
          createdByUserId: viewer.userId,
          updatedByUserId: viewer.userId,
        });
        await r.setCategories(row.id, categoryIds);
        return presentWritten(tx, viewer, row.id);
      });
    },

    async update(
      principal: Principal,
      id: string,
      body: UpdateMessageTemplateBody,
    ): Promise<MessageTemplateView> {
      const viewer = await viewerOf(principal);
      const clean = body.body === undefined ? undefined : cleanTemplateBody(body.body);
      return db.transaction(async (tx) => {
        const template = await reachTemplate(viewer, id, tx, true);
        const r = createTemplatesRepository(tx);
        if (body.categoryIds !== undefined) {
          await checkCategories(tx, viewer, template.teamId, body.categoryIds);
          await r.setCategories(id, body.categoryIds);
        }
        await r.update(id, {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(clean === undefined ? {} : { bodyHtml: clean.html, bodyText: clean.text }),
          updatedByUserId: viewer.userId,
        });
        return presentWritten(tx, viewer, id);
      });
    },

    async remove(principal: Principal, id: string): Promise<void> {
      const viewer = await viewerOf(principal);
      const keys = await db.transaction(async (tx) => {
        await reachTemplate(viewer, id, tx, true);
        const files = (await createTemplatesRepository(tx).filesOf([id])).get(id) ?? [];
        await createTemplatesRepository(tx).remove(id);
        return files.map((f) => f.storageKey);
      });
      await forget(keys);
    },

    // ---- categories ----

    async listCategories(principal: Principal, teamId: string): Promise<ListTemplateCategoriesResponse> {
      const viewer = await viewerOf(principal);
      reachTeam(viewer, teamId);
      const { rows, uncategorised } = await repo.teamCategories(teamId, viewer.userId);
      const names = await repo.teamNames([teamId]);
      return {
        items: rows.map(({ category, templateCount }) => ({
          id: category.id,
          name: category.name,
          team: { id: teamId, name: names.get(teamId) ?? '' },
          templateCount,
          createdAt: isoString(category.createdAt),
          updatedAt: isoString(category.updatedAt),
        })),
        uncategorised,
      };
    },

    async createCategory(
      principal: Principal,
      body: CreateTemplateCategoryBody,
    ): Promise<TemplateCategoryView> {
      const viewer = await viewerOf(principal);
      reachTeam(viewer, body.teamId);
      return db.transaction(async (tx) => {
        const r = createTemplatesRepository(tx);
        if (await r.categoryNameTaken(body.teamId, body.name)) throw categoryNameTaken(body.name);
        const row = await r.insertCategory({ id: uuidv7(), teamId: body.teamId, name: body.name });
        return presentCategory(tx, row);
      });
    },

    async updateCategory(
      principal: Principal,
      id: string,
      body: UpdateTemplateCategoryBody,
    ): Promise<TemplateCategoryView> {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        const category = await reachCategory(viewer, id, tx, true);
        const r = createTemplatesRepository(tx);
        if (await r.categoryNameTaken(category.teamId, body.name, id)) throw categoryNameTaken(body.name);
        return presentCategory(tx, await r.renameCategory(id, body.name));
      });
    },

    async removeCategory(principal: Principal, id: string) {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        const category = await reachCategory(viewer, id, tx, true);
        const templatesUncategorised = await createTemplatesRepository(tx).removeCategory(
          id,
          category.teamId,
          viewer.userId,
        );
        return { id, templatesUncategorised };
      });
    },

    // ---- files ----

    async listFiles(principal: Principal, id: string): Promise<TemplateFilesResponse> {
      const viewer = await viewerOf(principal);
      await reachTemplate(viewer, id);
      const files = (await repo.filesOf([id])).get(id) ?? [];
      return { items: files.map(presentTemplateFile), total: files.length };
    },

    /** Stores every file of an upload, or none: any refused file removes the ones stored before it. */
    async uploadFiles(
      principal: Principal,
      id: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<TemplateFilesResponse> {
      const viewer = await viewerOf(principal);
      await reachTemplate(viewer, id);
      const taken = await repo.fileNames(id);
      return storeUploadAllOrNone({
        parts,
        forget,
        store: async (part) => {
          assertUploadName(part);
          if (taken.has(part.filename)) throw refusePart(part, fileExists(part.filename));
          taken.add(part.filename);
          return storeUpload(storage, templateFileKey(id), part, maxFileBytes);
        },
        record: async (stored) => {
          const rows = await db.transaction(async (tx) => {
            await reachTemplate(viewer, id, tx, true);
            const inserted = await createTemplatesRepository(tx).insertFiles(
              stored.map((s) => ({
                id: uuidv7(),
                templateId: id,
                name: s.name,
                size: s.size,
                contentType: s.contentType,
                storageKey: s.key,
                uploadedByUserId: viewer.userId,
              })),
            );
            const lost = nameTakenMeanwhile(stored, inserted);
            if (lost) throw fileExists(lost.name);
            await createTemplatesRepository(tx).update(id, { updatedByUserId: viewer.userId });
            return inserted;
          });
          return { items: inUploadOrder(rows, stored).map(presentTemplateFile), total: rows.length };
        },
      });
    },

    async downloadFile(principal: Principal, id: string, name: string) {
      const viewer = await viewerOf(principal);
      await reachTemplate(viewer, id);
      const file = await repo.file(id, name);
      if (!file) throw notFound('file', templateFileReference({ templateId: id, name }));
      return {
        stream: await storage.get(file.storageKey),
        name: file.name,
        type: file.contentType,
        size: file.size,
      };
    },

    async renameFile(
      principal: Principal,
      id: string,
      name: string,
      newName: string,
    ): Promise<TemplateFileView> {
      const viewer = await viewerOf(principal);
      return db.transaction(async (tx) => {
        await reachTemplate(viewer, id, tx, true);
        const r = createTemplatesRepository(tx);
        const file = await r.file(id, name);
        if (!file) throw notFound('file', templateFileReference({ templateId: id, name }));
        if (newName === file.name) return presentTemplateFile(file);
        if (await r.file(id, newName)) throw fileExists(newName);
        const renamed = await r.renameFile(file.id, newName);
        await r.update(id, { updatedByUserId: viewer.userId });
        return presentTemplateFile(renamed);
      });
    },

    /** Removes the named files, all or none: a name the template does not have is 404 and nothing changes. */
    async removeFiles(
      principal: Principal,
      id: string,
      body: DeleteTemplateFilesBody,
    ): Promise<TemplateFilesResponse> {
      const viewer = await viewerOf(principal);
      const { keys, remaining } = await db.transaction(async (tx) => {
        await reachTemplate(viewer, id, tx, true);
        const r = createTemplatesRepository(tx);
        const files = (await r.filesOf([id])).get(id) ?? [];
        const names = new Set(body.names);
        const gone = files.filter((f) => names.has(f.name));
        const missing = body.names.filter((n) => !files.some((f) => f.name === n));
        if (missing.length > 0)
          throw notFound('file', templateFileReference({ templateId: id, name: missing[0]! }));
        await r.removeFiles(gone.map((f) => f.id));
        await r.update(id, { updatedByUserId: viewer.userId });
        return { keys: gone.map((f) => f.storageKey), remaining: files.filter((f) => !names.has(f.name)) };
      });
      await forget(keys);
      return { items: remaining.map(presentTemplateFile), total: remaining.length };
    },

    /**
     * Copies the template's files onto a message of a thread the caller may write to (staff who may see the thread).
     * A name already on the message gets a "(2)" suffix. The bytes are copied first; the rows go in one transaction
     * with the files-changed event, and a failure removes the copies.
     */
    async transferToThread(
      principal: Principal,
      ref: { messageTemplateId: string; threadId: string; messageId: string },
    ): Promise<MessageFilesResponse> {
      const viewer = await viewerOf(principal);
      await reachTemplate(viewer, ref.messageTemplateId);
      await visibleThread(db, viewer, ref.threadId);
      const files = (await repo.filesOf([ref.messageTemplateId])).get(ref.messageTemplateId) ?? [];
      if (files.length === 0) return { items: [], total: 0 };
      const copies: { file: TemplateFileRow; key: string }[] = [];
      try {
        for (const file of files) {
          const key = threadFileKey(ref.threadId);
          await storage.copy(file.storageKey, key);
          copies.push({ file, key });
        }
        const rows = await db.transaction(async (tx) => {
          const thread = await visibleThread(tx, viewer, ref.threadId, { lock: true });
          const messageRepo = createThreadFilesRepository(tx);
          const message = await messageRepo.message(ref.threadId, ref.messageId, { lock: true });
          if (!message) throw notFound('message', ref.messageId);
          const taken = await messageRepo.names(ref.messageId);
          const inserted = await messageRepo.insert(
            copies.map(({ file, key }) => {
              const name = freeName(taken, file.name);
              taken.add(name);
              return {
                id: uuidv7(),
                threadId: ref.threadId,
                messageId: ref.messageId,
                name,
                size: file.size,
                contentType: file.contentType,
                storageKey: key,
                uploadedByUserId: viewer.userId,
              };
            }),
          );
          await recordEvent(tx, {
            type: 'message.files_changed',
            aggregateType: 'thread',
            aggregateId: thread.id,
            actorUserId: viewer.userId,
            payload: { ...threadEventIds(thread), messageId: ref.messageId },
          });
          return inserted;
        });
        return { items: rows.map(presentMessageFile), total: rows.length };
      } catch (error) {
        await forget(copies.map((c) => c.key));
        throw error;
      }
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
