import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { unauthenticated } from '../errors/app-error.ts';
import { registerErrorHandler } from '../errors/error-handler.ts';
import { authzPlugin, earlyRead, startAuthentication, type Authenticator } from './authz-plugin.ts';
import { publicAccess, signedIn, type Principal } from './policy.ts';

const STAFF: Principal = {
  userId: 'u1',
  sessionId: 's1',
  kind: 'staff',
  role: 'Staff',
  email: 'staff@example.org',
  staffMemberId: 'm1',
  participantId: null,
};

/**
 * The app's order: startAuthentication first, another onRequest hook (the security headers), then authz; `events`
 * records what ran, in order.
 */
async function appWith(answer: () => Promise<Principal>) {
  const events: string[] = [];
  const authenticator: Authenticator = {
    authenticateBearer: (token) => {
      events.push(`authenticate ${token}`);
      return answer();
    },
    authenticateBasic: () => Promise.reject(new Error('not used')),
  };
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  startAuthentication(app, authenticator);
  app.addHook('onRequest', (_request, reply, done) => {
    events.push('other onRequest hook');
    reply.raw.setHeader('x-frame-options', 'DENY');
    done();
  });
  await app.register(authzPlugin, { authenticator });
  app.get('/api/protected', { config: { policy: signedIn } }, (request) => {
    events.push('handler');
    return { userId: request.principal!.userId };
  });
  app.get('/api/public', { config: { policy: publicAccess('test') } }, () => ({ ok: true }));
  const read = earlyRead(async (request, principal) => {
    events.push(`read for ${principal?.userId ?? 'nobody'}`);
    if (request.headers['x-fail-read']) throw new Error('read failed');
    return `teams of ${principal?.userId ?? 'nobody'}`;
  });
  app.get('/api/early', { config: { policy: signedIn, earlyRead: read } }, async (request) => {
    events.push('handler');
    return { teams: await read.take(request) };
  });
  app.get(
    '/api/early-public',
    { config: { policy: publicAccess('test'), earlyRead: read } },
    async (request) => {
      events.push('handler');
      return { teams: await read.take(request) };
    },
  );
  // The same read on a route that does not declare it: the handler's take starts it then.
  app.get('/api/late', { config: { policy: signedIn } }, async (request) => {
    events.push('handler');
    return { teams: await read.take(request) };
  });
  return { app, events };
}

describe('authentication started by the first hook', () => {
  it('looks the caller up once, before the other onRequest hooks, and admits them after those hooks', async () => {
    const { app, events } = await appWith(() => Promise.resolve(STAFF));
    const response = await app.inject({ url: '/api/protected', headers: { authorization: 'Bearer t1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 'u1' });
    expect(events).toEqual(['authenticate t1', 'other onRequest hook', 'handler']);
    await app.close();
  });

  it('refuses after the other onRequest hooks, so the refusal carries their headers', async () => {
    const { app, events } = await appWith(() => Promise.reject(unauthenticated('expired')));
    const response = await app.inject({ url: '/api/protected', headers: { authorization: 'Bearer t2' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(events).toEqual(['authenticate t2', 'other onRequest hook']);
    await app.close();
  });

  it('starts nothing for a public route or a request without credentials', async () => {
    const { app, events } = await appWith(() => Promise.resolve(STAFF));
    const publicAnswer = await app.inject({ url: '/api/public', headers: { authorization: 'Bearer t3' } });
    expect(publicAnswer.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/protected' })).statusCode).toBe(401);
    expect(events.filter((e) => e.startsWith('authenticate'))).toEqual([]);
    await app.close();
  });
});

describe('a read started by the first hook (earlyRead)', () => {
  it('starts once the caller is authenticated, with the principal, before the other hooks finish', async () => {
    const { app, events } = await appWith(() => Promise.resolve(STAFF));
    const response = await app.inject({ url: '/api/early', headers: { authorization: 'Bearer t1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ teams: 'teams of u1' });
    expect(events).toEqual(['authenticate t1', 'other onRequest hook', 'read for u1', 'handler']);
    await app.close();
  });

  it('never starts for a request without credentials, and never answers a refused caller', async () => {
    const { app, events } = await appWith(() => Promise.reject(unauthenticated('expired')));
    expect((await app.inject({ url: '/api/early' })).statusCode).toBe(401);
    const refused = await app.inject({ url: '/api/early', headers: { authorization: 'Bearer t2' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('teams of');
    expect(events).toEqual(['other onRequest hook', 'authenticate t2', 'other onRequest hook']);
    await app.close();
  });

  it('starts with no principal on a public route', async () => {
    const { app, events } = await appWith(() => Promise.resolve(STAFF));
    const response = await app.inject({ url: '/api/early-public' });
    expect(response.json()).toEqual({ teams: 'teams of nobody' });
    expect(events).toEqual(['read for nobody', 'other onRequest hook', 'handler']);
    await app.close();
  });

  it("answers the read's failure through the handler, as if it had started there", async () => {
    const { app } = await appWith(() => Promise.resolve(STAFF));
    const response = await app.inject({
      url: '/api/early',
      headers: { authorization: 'Bearer t1', 'x-fail-read': '1' },
    });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('is started by the handler on a route that does not declare it', async () => {
    const { app, events } = await appWith(() => Promise.resolve(STAFF));
    const response = await app.inject({ url: '/api/late', headers: { authorization: 'Bearer t1' } });
    expect(response.json()).toEqual({ teams: 'teams of u1' });
    expect(events).toEqual(['authenticate t1', 'other onRequest hook', 'handler', 'read for u1']);
    await app.close();
  });
});
