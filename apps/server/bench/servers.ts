import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, createServices } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { users } from '#src/db/schema/index.ts';
import { bundleServer } from '../scripts/bundle-server.ts';
import { memoryPeakChannel, type MemoryPeakChannel } from './rss.ts';

export const BENCH_AUTH_SECRET = 'casework-bench-secret-0123456789abcdefghi';
/** The per-account message limit in the bench's app: more than any run sends (MESSAGES_PER_MINUTE is 120 in use). */
const BENCH_MESSAGES_PER_MINUTE = 10_000_000;

const baseUrl = (server: FastifyInstance) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/** The app's environment in the bench: as in tests (silent logs, fixed secret), webhooks allowed to 127.0.0.1. */
function appEnv(opts: { workDir: string; databaseUrl: string | undefined }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    DATA_DIR: opts.workDir,
    DATABASE_URL: opts.databaseUrl,
    WEB_DIST_DIR: path.join(opts.workDir, 'no-web-build'),
    HOST: '127.0.0.1',
    PORT: '0',
    // Longer than any run, so the token does not expire mid-bench (the session stays active: every call touches it).
    ACCESS_TOKEN_MINUTES: '240',
    // The fan-out scenario's receiver listens on this machine.
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    // The reply scenario sends hundreds of messages a second from a few dozen staff accounts (50 exist at 1/10): at
    // the default 120 per account a minute its figures would be of 429s. The limiter still counts every message.
    MESSAGES_PER_MINUTE: String(BENCH_MESSAGES_PER_MINUTE),
  };
}

/** The services the bench signs callers in with (same secret as the app, so its tokens are the app's). */
export type BenchAuth = ReturnType<typeof createServices>['auth'];

/** The running app: its URL, the process to watch for RSS, and how to stop it. */
export interface RunningApp {
  url: string;
  /** The server's process: a child of its own on PostgreSQL, this process on PGlite. */
  pid: number;
  /** true when `pid` holds only the server (PostgreSQL); false when it is the bench process too (PGlite). */
  isolated: boolean;
  /** Where the server's own process keeps its memory peak (rss.ts); null when it is the bench process. */
  memoryPeak: MemoryPeakChannel | null;
  auth: BenchAuth;
  close(): Promise<void>;
}

/**
 * Bundles app-child.ts as `npm run build` bundles the server (plain JavaScript for node, no TypeScript loader), forks
 * it, and waits for the port it listens on: the RSS measured is the server's as it runs in production.
 */
async function forkApp(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; pid: number; memoryPeak: MemoryPeakChannel; close(): Promise<void> }> {
  // Inside the repository (dist/ is ignored by git), so the bundle's npm imports resolve from node_modules.
  const outdir = path.join(import.meta.dirname, '../dist/bench-app');
  await bundleServer({ 'app-child': path.join(import.meta.dirname, 'app-child.ts') }, outdir);
  const child = fork(path.join(outdir, 'app-child.mjs'), [], {
    env,
    // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server alone.
    execArgv: process.env.BENCH_APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) =>
      reject(new Error(`the app process stopped before it listened (exit ${code})`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    memoryPeak: memoryPeakChannel(child),
    async close() {
      if (child.exitCode !== null) return;
      child.send('stop');
      await exited;
    },
  };
}

/**
 * The real app on 127.0.0.1 (any free port). On PostgreSQL it runs in a child process with its own pool, so its
 * RSS is the server's alone; PGlite cannot be shared between processes, so there it runs in this process.
 */
export async function startApp(
  database: Database,
  opts: { workDir: string; databaseUrl: string | undefined },
): Promise<RunningApp> {
  const env = appEnv(opts);
  const config = loadConfig(env);
  const { auth } = createServices(config, database);
  if (opts.databaseUrl) return { ...(await forkApp(env)), isolated: true, auth };
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: baseUrl(app),
    pid: process.pid,
    isolated: false,
    memoryPeak: null,
    auth,
    close: () => app.close(),
  };
}

/** The ceiling: a bare Fastify server with one JSON route, in the bench process. */
export async function startBareServer() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { bare, url: baseUrl(bare) };
}

/** A session and access token for `email`, made as the Auth.js sign-in makes them (openSession, mintAccessToken). */
export async function signInAs(auth: BenchAuth, database: Database, email: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const user = row ? await auth.findUserById(row.id) : undefined;
  if (!user?.staffMemberId) throw new Error(`${email} is not a staff member in the bench database.`);
  const sessionId = await auth.openSession(user.id);
  const { token } = await auth.mintAccessToken(user.id, sessionId);
  return { token, sessionId, userId: user.id, staffMemberId: user.staffMemberId };
}
