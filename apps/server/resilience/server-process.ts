import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD } from '#src/modules/auth/passwords.ts';
import { signInOnce } from '../bench/sign-in-flow.ts';
import { bundleServer } from '../scripts/bundle-server.ts';
import { withClient } from './support.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_DIST = path.join(REPO_ROOT, 'apps/server/dist');
const MAIN = path.join(SERVER_DIST, 'main.mjs');

let bundled: Promise<void> | undefined;
/** The server as `npm start` runs it: bundled for node (once per run of the scenarios, from the current sources). */
function bundleOnce(): Promise<void> {
  bundled ??= bundleServer({ main: path.join(REPO_ROOT, 'apps/server/src/main.ts') }, SERVER_DIST);
  return bundled;
}
/** Fixed so tokens stay valid across restarts of the child; never used outside these runs. */
export const RESILIENCE_AUTH_SECRET = 'casework-resilience-secret-0123456789abcdef';

export interface ServerProcessOptions {
  databaseUrl: string;
  /** Where the server keeps files (DATA_DIR); created when missing. */
  dataDir: string;
  /** 0 or omitted: a free port is picked once and kept across restarts. */
  port?: number;
  env?: Record<string, string>;
  /** How long start() waits for /readyz (ms). */
  readyTimeoutMs?: number;
  /** Child output goes here (one line at a time); default: dropped. */
  onOutput?: (line: string) => void;
}

/** A real Casework server running as a child process (the bundled server under plain node, so the pid is the server's). */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** The pid of the running node process; undefined while stopped. */
  readonly pid: number | undefined;
  /** Starts the process (again) and waits until /readyz answers 200; returns the milliseconds it took. */
  start(): Promise<number>;
  /** Sends `signal` and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful), then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Resident memory of the node process in MB (VmRSS), or undefined while stopped. */
  rssMb(): number | undefined;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resident set size of `pid` in MB from /proc (Linux); undefined when the process is gone. */
export function rssMbOf(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Polls GET url until it answers 200 or `timeoutMs` passes. */
export async function waitForOk(url: string, timeoutMs: number, isAlive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The server exited before ${url} answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms.`);
}

/** Prepares (does not start) a server process; call start(). */
export async function createServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(options.dataDir, { recursive: true });
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: RESILIENCE_AUTH_SECRET,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web-build'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    ACCESS_TOKEN_MINUTES: '240',
    SESSION_IDLE_MINUTES: '240',
    ...options.env,
  };

  function pipeLines(stream: NodeJS.ReadableStream | null) {
    if (!stream) return;
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) options.onOutput?.(line);
    });
  }

  async function start(): Promise<number> {
    if (child) throw new Error('The server is already running.');
    await bundleOnce();
    const startedAt = performance.now();
    const spawned = spawn(process.execPath, [MAIN], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    let alive = true;
    exited = new Promise((resolve) =>
      spawned.once('exit', () => {
        alive = false;
        if (child === spawned) child = undefined;
        resolve();
      }),
    );
    pipeLines(spawned.stdout);
    pipeLines(spawned.stderr);
    await waitForOk(`${url}/readyz`, options.readyTimeoutMs ?? 60_000, () => alive);
    return Math.round(performance.now() - startedAt);
  }

  async function kill(signal: NodeJS.Signals) {
    const running = child;
    if (!running) return;
    running.kill(signal);
    await exited;
  }

  async function stop() {
    const running = child;
    if (!running) return;
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    running.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  }

  return {
    url,
    port,
    get pid() {
      return child?.pid;
    },
    start,
    kill,
    stop,
    rssMb: () => (child?.pid ? rssMbOf(child.pid) : undefined),
  };
}

/**
 * Signs `email` in over HTTP through the Auth.js credentials flow (as the web app does, see the bench's signInOnce)
 * and returns the bearer access token of the new session.
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const cookie = await signInOnce(baseUrl, { email, password });
  const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  const body = (await session.json()) as { accessToken?: string } | null;
  if (!body?.accessToken) throw new Error(`Sign-in of ${email} opened no session with an access token.`);
  return body.accessToken;
}

/** A fresh database `casework_resilience_<suffix>` on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, suffix: string) {
  const name = `casework_resilience_${suffix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
