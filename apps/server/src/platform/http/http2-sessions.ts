import type { Http2Session } from 'node:http2';
import type { FastifyInstance } from 'fastify';

/**
 * Closes every HTTP/2 session when the app closes (decision 022). A browser keeps its one connection open between
 * requests, and the server's close waits for every session to end: without this, a SIGTERM with a browser attached
 * waited out the shutdown timer. Fastify's own bookkeeping of sessions missed them on a TLS server (it waits for a
 * session 'connect' event that a server-side session does not send there). `close()` is graceful: a stream still
 * running (a live-events stream, until the events module ends it) finishes first, and no new one starts.
 */
export function closeHttp2SessionsOnClose(app: FastifyInstance): void {
  const sessions = new Set<Http2Session>();
  app.server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  app.addHook('preClose', (done) => {
    for (const session of sessions) session.close();
    done();
  });
}
