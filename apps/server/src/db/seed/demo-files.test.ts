import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantFileView, TemplateFilesResponse, ThreadView } from '@casework/contract';
import { messageFiles, messageTemplateFiles, messages, participantFiles } from '../schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { apiOf, threadsCast, type ThreadsCast } from '#src/modules/threads/threads.test-support.ts';
import { filesUnder } from '#src/modules/participant-files/participant-files.test-support.ts';
import { checkContentType } from '#src/platform/files/content-type.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import { createLocalDiskStorage } from '#src/platform/files/local-disk-storage.ts';
import { DEMO_DOCUMENT_NOTICE } from './demo-document-bytes.ts';
import { DEMO_MESSAGE_FILES, DEMO_TEMPLATE_FILES, seedDemoFiles } from './demo-files.ts';
import { demoMessageId, demoThreadId } from './demo-threads.ts';
import { DEMO_TEMPLATES, demoTemplateId } from './demo-templates.ts';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let cast: ThreadsCast;
let storage: FileStorage;
let firstRun: Awaited<ReturnType<typeof seedDemoFiles>>;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  cast = await threadsCast(t);
  // The store the app's file routes read, so what the seed wrote downloads as an upload would.
  storage = createLocalDiskStorage({ root: path.join(t.config.dataDir, 'files') });
  firstRun = await seedDemoFiles(t.database.db, storage);
});
afterAll(() => t.close());

async function bytesOf(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function allRows() {
  const db = t.database.db;
  return [
    ...(await db.select().from(participantFiles)),
    ...(await db.select().from(messageFiles)),
    ...(await db.select().from(messageTemplateFiles)),
  ];
}

describe('seedDemoFiles', () => {
  it('gives Lena files in at least three categories, some she uploaded and some staff added', async () => {
    const listed = (
      await api('GET', `/participants/${cast.participant.participantId}/files`, cast.participant.token)
    ).json<{ items: ParticipantFileView[] }>();
    expect(new Set(listed.items.map((f) => f.category)).size).toBeGreaterThanOrEqual(3);
    const uploaders = new Set(listed.items.map((f) => f.uploadedBy?.name));
    expect(uploaders).toContain('Lena Andrews');
    expect([...uploaders].some((name) => name && name !== 'Lena Andrews')).toBe(true);
    expect(listed.items.map((f) => f.name)).toContain('Tribal ID card.pdf');
  });

  it('stores every file as an upload would: its bytes in the store, of its size and its type, a few kB', async () => {
    const rows = await allRows();
    expect(rows.length).toBe(firstRun.participantFiles + firstRun.messageFiles + firstRun.templateFiles);
    for (const row of rows) {
      const bytes = await bytesOf(row.storageKey);
      expect(bytes.length, row.name).toBe(row.size);
      expect(row.size, row.name).toBeLessThan(4096);
      const check = await checkContentType(
        { size: bytes.length, open: () => Readable.from([bytes]) },
        row.name,
      );
      expect(check, row.name).toEqual({ ok: true, contentType: row.contentType });
    }
    expect(new Set(rows.map((r) => r.contentType))).toEqual(new Set(['application/pdf', 'image/png']));
  });

  it('downloads a seeded file: a one-page PDF that says what it is and that it is a demo', async () => {
    const url = `/participants/${cast.participant.participantId}/files/income/${encodeURIComponent('Pay stub November 2026.pdf')}`;
    const response = await api('GET', url, cast.participant.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Count 1');
    expect(text).toContain('(Pay stub \\227 November 1\\22615, 2026)');
    expect(text).toContain(`(${DEMO_DOCUMENT_NOTICE.replace('—', '\\227')})`);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('attaches files to demo messages that say so, shown with the message', async () => {
    const view = (
      await api('GET', `/threads/${demoThreadId('lena-child-care')}`, cast.participant.token)
    ).json<ThreadView>();
    expect(view.messages[0]!.files.map((f) => f.name)).toEqual(['Pay stub November 2026.pdf']);
    const ids = DEMO_MESSAGE_FILES.map((f) => demoMessageId(f.thread, f.message));
    const texts = await t.database.db
      .select({ id: messages.id, text: messages.bodyText })
      .from(messages)
      .where(inArray(messages.id, ids));
    expect(texts).toHaveLength(new Set(ids).size);
    for (const message of texts) expect(message.text).toMatch(/attach/i);
  });

  it('gives quick messages files that their text mentions', async () => {
    const id = demoTemplateId('family-welcome');
    const files = (
      await api('GET', `/message-templates/${id}/files`, cast.staff.token)
    ).json<TemplateFilesResponse>();
    expect(files.items.map((f) => f.name)).toEqual(['Family Services guide.pdf']);
    for (const spec of DEMO_TEMPLATE_FILES) {
      expect(DEMO_TEMPLATES.find((d) => d.key === spec.template)!.html).toMatch(/attached/);
      const rows = await t.database.db
        .select()
        .from(messageTemplateFiles)
        .where(eq(messageTemplateFiles.templateId, demoTemplateId(spec.template)));
      expect(rows, spec.template).toHaveLength(1);
    }
  });

  it('runs again without writing a row or a byte', async () => {
    const root = path.join(t.config.dataDir, 'files');
    const rowsBefore = await allRows();
    const diskBefore = filesUnder(root).sort();
    expect(rowsBefore.length).toBeGreaterThan(0);
    expect(diskBefore).toHaveLength(rowsBefore.length);
    let writes = 0;
    const counting: FileStorage = {
      ...storage,
      put: (...args) => {
        writes += 1;
        return storage.put(...args);
      },
    };
    expect(await seedDemoFiles(t.database.db, counting)).toEqual({
      participantFiles: 0,
      messageFiles: 0,
      templateFiles: 0,
    });
    expect(writes).toBe(0);
    expect(await allRows()).toEqual(rowsBefore);
    expect(filesUnder(root).sort()).toEqual(diskBefore);
  });
});
