import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryPeakChannel } from './rss.ts';

/** tsx's loader, by its own path: the child runs in an empty working directory, where `--import tsx` would not resolve. */
const TSX_LOADER = pathToFileURL(
  path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/loader.mjs'),
).href;

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Forks `script` (in this folder) with tsx, in an empty working directory, and waits for it to say "ready". */
async function forkReady(script: string, execArgv: string[] = []) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'casework-rss-'));
  dirs.push(cwd);
  const child = fork(path.join(import.meta.dirname, script), [], {
    cwd,
    execArgv: ['--import', TSX_LOADER, ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message) => message === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`the child stopped first (exit ${code})`)));
  });
  return { child, cwd };
}

function collectGarbage(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'gc-done') return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send('gc');
  });
}

describe('the server process memory peak, read over IPC', () => {
  it('answers with its breakdown at the peak and writes nothing to disk', async () => {
    const { child, cwd } = await forkReady('memory-peak-child.test-support.ts');
    const peak = await memoryPeakChannel(child).read();
    expect(peak?.breakdown.rss).toBeGreaterThan(10);
    expect(peak?.breakdown.heapUsed).toBeGreaterThan(0);
    expect(peak?.breakdown.heapTotal).toBeLessThanOrEqual(peak!.breakdown.rss);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('counts the collections since the last reset, and a reset starts the count afresh', async () => {
    const { child } = await forkReady('memory-peak-child.test-support.ts', ['--expose-gc']);
    const channel = memoryPeakChannel(child);
    await collectGarbage(child);
    expect((await channel.read())?.gc.full.count).toBeGreaterThanOrEqual(1);
    channel.reset();
    expect((await channel.read())?.gc.full.count).toBe(0);
  });

  it('gives null when the process does not answer in time, or is gone', async () => {
    const ignored = memoryPeakChannel({
      send: () => true,
      on: () => undefined,
      off: () => undefined,
      connected: true,
    });
    const started = Date.now();
    expect(await ignored.read(100)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);

    const { child } = await forkReady('memory-peak-child.test-support.ts');
    child.disconnect();
    expect(await memoryPeakChannel(child).read(5_000)).toBeNull();
  });
});
