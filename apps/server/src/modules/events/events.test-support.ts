import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '#src/app.ts';
import { openPostgres, type Database } from '#src/db/client.ts';
import type { TestApp } from '#test/harness.ts';

/** One Server-Sent Event as a client sees it. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/**
 * A live-update client over real HTTP (a streamed response, as the web app reads it): collects events and lets a test
 * wait for one.
 */
export class SseClient {
  readonly messages: SseMessage[] = [];
  status = 0;
  contentType = '';
  ended = false;
  lastEventId: string | null = null;
  private waiters: (() => void)[] = [];
  private request: http.ClientRequest | null = null;

  /**
   * Opens the stream with node:http (its own socket, destroyed on close): fetch's pool may open a spare
   * connection after an abort, which would hold the server's close open.
   */
  static open(baseUrl: string, token: string, lastEventId?: string | null): Promise<SseClient> {
    const client = new SseClient();
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${baseUrl}/api/v1/events`,
        {
          agent: false,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
        },
        (response) => {
          client.status = response.statusCode ?? 0;
          client.contentType = String(response.headers['content-type'] ?? '');
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              client.parse(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
            }
          });
          const finish = () => {
            client.ended = true;
            client.notify();
          };
          response.on('end', finish);
          response.on('close', finish);
          resolve(client);
        },
      );
      request.on('error', (error) => {
        client.ended = true;
        client.notify();
        if (client.status === 0) reject(error);
      });
      client.request = request;
    });
  }

  private parse(block: string) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (id !== null) this.lastEventId = id;
    if (data.length === 0) return;
    this.messages.push({ id, event, data: JSON.parse(data.join('\n')), receivedAt: Date.now() });
    this.notify();
  }

  private notify() {
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((w) => w());
  }

  /** The first message (from `from` on) matching `match`, waiting up to `timeoutMs` for it. */
  async waitFor(match: (m: SseMessage) => boolean, timeoutMs = 5_000, from = 0): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the event; got ${JSON.stringify(this.messages)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the server has ended the stream. */
  async waitForEnd(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream did not end');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Thread events received (not ready, counts or end). */
  threadEvents(): SseMessage[] {
    return this.messages.filter((m) => !['ready', 'counts', 'end'].includes(m.event));
  }

  close() {
    this.request?.destroy();
  }
}

/** Listens on an ephemeral local port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A second server "process" on the same database as `t`: a second app with its own connection pool (and its own
 * LISTEN connection) on PostgreSQL; on PGlite, which is in-process, a second app on the same instance.
 */
export async function secondProcess(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let database: Database = t.database;
  if (t.database.kind === 'postgres') {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    database = openPostgres(String(pool.options.connectionString), { max: 5 });
  }
  const app = await buildApp({ config: t.config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
