import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResilienceOptions, ResilienceReport, ResilienceScenario } from './scenario.ts';
import { createScratchDatabase, createServerProcess, signInOverHttp } from './server-process.ts';
import { participantBody, withClient } from './support.ts';

const NAME = 'disk-full';
const STORE_SIZE = '256k';
/** A 1x1 PNG: the small upload that must still work once the big one failed. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A well-formed PDF of about 400 kB: more than the whole store holds. */
const BIG_PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
  Buffer.from(`%${'x'.repeat(400_000)}\n`),
  Buffer.from('2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);

/** Regular files under `dir`, as paths relative to it (the .tmp directory included). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function upload(baseUrl: string, token: string, participantId: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${baseUrl}/api/v1/participants/${participantId}/files/identity`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text };
}

/** Stored rows of the participant whose file is not in the store (must be none). */
async function rowsAndOrphans(databaseUrl: string, store: string, participantId: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ storage_key: string }>(
      'select storage_key from participant_files where participant_id = $1',
      [participantId],
    );
    const present = new Set(filesUnder(store));
    return { rows: rows.length, missing: rows.filter((r) => !present.has(r.storage_key)).length };
  });
}

/**
 * A real server whose file store is a 256 kB tmpfs: an upload larger than the room left must answer 507
 * storage.full, leave no byte in the store and no row, and a small upload must work afterwards. Needs root (mount).
 */
export const diskFullScenario: ResilienceScenario = {
  name: NAME,
  summary: 'Upload into a 256 kB tmpfs file store: 507 storage.full, no orphan file, no row without its file',
  async run(options: ResilienceOptions): Promise<ResilienceReport> {
    const dataDir = path.join(tmpdir(), `casework-resilience-disk-full-${process.pid}`);
    const store = path.join(dataDir, 'files');
    mkdirSync(store, { recursive: true });
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${STORE_SIZE}`, 'tmpfs', store], { stdio: 'pipe' });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      const why = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
      return {
        name: NAME,
        passed: false,
        figures: {},
        notes: [`NOT RUN: could not mount a ${STORE_SIZE} tmpfs as the file store (needs root): ${why}`],
      };
    }
    const scratch = await createScratchDatabase(options.databaseUrl, 'disk_full');
    const server = await createServerProcess({ databaseUrl: scratch.url, dataDir });
    const notes: string[] = [];
    try {
      options.log(`disk full: server on a ${STORE_SIZE} tmpfs file store`);
      await server.start();
      const token = await signInOverHttp(server.url, 'staff@example.org');
      const created = await fetch(`${server.url}/api/v1/participants`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(participantBody('diskfull', Date.now() % 100_000)),
      });
      const { participantId } = (await created.json()) as { participantId: string };

      const big = await upload(server.url, token, participantId, 'scan.pdf', BIG_PDF);
      const leftAfterBig = filesUnder(store).length;
      const afterBig = await rowsAndOrphans(scratch.url, store, participantId);
      const small = await upload(server.url, token, participantId, 'photo.png', PNG);
      const afterSmall = await rowsAndOrphans(scratch.url, store, participantId);

      const checks: [boolean, string][] = [
        [
          big.status === 507 && big.code === 'storage.full',
          `big upload answered ${big.status} ${big.code ?? ''}`,
        ],
        [!/ENOSPC|at .*\.ts:\d+/.test(big.text), 'the 507 body shows no internals'],
        [leftAfterBig === 0, `${leftAfterBig} file(s) left in the store after the refused upload`],
        [afterBig.rows === 0, `${afterBig.rows} row(s) written for the refused upload`],
        [small.status === 201, `small upload afterwards answered ${small.status}`],
        [
          afterSmall.rows === 1 && afterSmall.missing === 0,
          `${afterSmall.missing} row(s) point at a missing file`,
        ],
      ];
      for (const [ok, what] of checks) notes.push(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
      return {
        name: NAME,
        passed: checks.every(([ok]) => ok),
        figures: {
          'big upload status': big.status,
          'orphan files': leftAfterBig,
          'rows without file': afterSmall.missing,
          'small upload after': small.status,
        },
        notes,
      };
    } catch (error) {
      return { name: NAME, passed: false, figures: {}, notes: [...notes, `stopped: ${String(error)}`] };
    } finally {
      await server.stop();
      await scratch.drop();
      try {
        execFileSync('umount', [store], { stdio: 'pipe' });
      } catch (error) {
        options.log(`disk full: could not unmount ${store}: ${String(error)}`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
