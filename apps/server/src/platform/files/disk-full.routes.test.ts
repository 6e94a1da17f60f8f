import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantFiles } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';
import {
  PDF_BYTES,
  PNG_BYTES,
  filesUnder,
  multipartBody,
  type UploadFile,
} from '#src/modules/participant-files/participant-files.test-support.ts';

/**
 * Issue 9, "disk full during upload": the file store is a real 256 kB tmpfs, so the write fails with ENOSPC for
 * real. The answer is 507 storage.full, the partial file is gone and no row points at a missing file.
 * Mounting needs root (as on this machine and in CI); without it the test is skipped with a loud warning.
 */
const STORE_SIZE = '256k';
const dataDir = mkdtempSync(path.join(tmpdir(), 'casework-disk-full-'));
const store = path.join(dataDir, 'files');
mkdirSync(store);

function mountSmallStore(): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${STORE_SIZE}`, 'tmpfs', store], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
  }
}

const mountRefused = mountSmallStore();
if (mountRefused) {
  const line = '!'.repeat(100);
  console.warn(
    `${line}\nDISK-FULL TEST SKIPPED: could not mount a ${STORE_SIZE} tmpfs at ${store} (needs root): ${mountRefused}\n${line}`,
  );
}

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  if (mountRefused) return;
  t = await buildTestApp({ DATA_DIR: dataDir });
  staff = bearer((await signInAs(t.app, 'staff')).token);
});
afterAll(async () => {
  await t?.close();
  if (!mountRefused) execFileSync('umount', [store]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A well-formed PDF of about `bytes` bytes: the header, then padding inside a comment. */
const pdfOf = (bytes: number) => Buffer.concat([PDF_BYTES, Buffer.from(`%${'x'.repeat(bytes)}\n`)]);

function upload(participantId: string, files: UploadFile[]) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/participants/${participantId}/files/identity`,
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
}

const rowsOf = (participantId: string) =>
  t.database.db.select().from(participantFiles).where(eq(participantFiles.participantId, participantId));

describe.skipIf(mountRefused !== null)(
  'disk full during an upload (a real 256 kB tmpfs as the file store)',
  () => {
    it('answers 507 storage.full, keeps no byte of the file and writes no row', async () => {
      const p = await buildParticipant(t.database.db);
      const response = await upload(p.participantId, [{ name: 'scan.pdf', content: pdfOf(400_000) }]);
      expect(response.statusCode).toBe(507);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        status: 507,
        code: 'storage.full',
        detail: expect.stringContaining('nothing was kept'),
      });
      expect(response.body).not.toMatch(/ENOSPC|at .*\.ts:\d+/);
      expect(filesUnder(store), 'files left in the store (including .tmp)').toEqual([]);
      expect(await rowsOf(p.participantId)).toEqual([]);
    });

    it('keeps nothing of a several-file upload when a later file does not fit', async () => {
      const p = await buildParticipant(t.database.db);
      const response = await upload(p.participantId, [
        { name: 'photo.png', content: PNG_BYTES },
        { name: 'big.pdf', content: pdfOf(400_000) },
      ]);
      expect(response.statusCode).toBe(507);
      expect(filesUnder(store)).toEqual([]);
      expect(await rowsOf(p.participantId)).toEqual([]);
    });

    it('stores a small upload afterwards, with its row pointing at a file that exists', async () => {
      const p = await buildParticipant(t.database.db);
      const response = await upload(p.participantId, [{ name: 'photo.png', content: PNG_BYTES }]);
      expect(response.statusCode).toBe(201);
      const rows = await rowsOf(p.participantId);
      expect(rows).toHaveLength(1);
      const stored = filesUnder(store).filter((f) => !f.startsWith('.tmp'));
      expect(stored).toHaveLength(1);
      const download = await t.app.inject({
        url: `/api/v1/participants/${p.participantId}/files/identity/photo.png`,
        headers: staff,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    });
  },
);
