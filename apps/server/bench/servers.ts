import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { users } from '#src/db/schema/index.ts';

const BENCH_AUTH_SECRET = 'casework-bench-secret-0123456789abcdefghi';

const baseUrl = (server: FastifyInstance) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/** The real app on 127.0.0.1 (any free port), configured as in tests: silent logs, fixed secret. */
export async function startApp(
  database: Database,
  opts: { workDir: string; databaseUrl: string | undefined },
) {
  const config = loadConfig({
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
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: baseUrl(app) };
}

/** The ceiling: a bare Fastify server with one JSON route, in the same process. */
export async function startBareServer() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { bare, url: baseUrl(bare) };
}

/** A session and access token for `email`, made as the Auth.js sign-in makes them (openSession, mintAccessToken). */
export async function signInAs(app: FastifyInstance, database: Database, email: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const user = row ? await app.services.auth.findUserById(row.id) : undefined;
  if (!user?.staffMemberId) throw new Error(`${email} is not a staff member in the bench database.`);
  const sessionId = await app.services.auth.openSession(user.id);
  const { token } = await app.services.auth.mintAccessToken(user.id, sessionId);
  return { token, sessionId, userId: user.id, staffMemberId: user.staffMemberId };
}
