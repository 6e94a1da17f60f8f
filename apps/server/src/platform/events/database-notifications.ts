import pg from 'pg';
import type { Database } from '#src/db/client.ts';

/** Channels the database notifies on (migration 0006): a committed outbox event, a session that ended. */
export type NotificationChannel = 'casework_outbox' | 'casework_session_ended';
const CHANNELS: readonly NotificationChannel[] = ['casework_outbox', 'casework_session_ended'];

/**
 * PostgreSQL LISTEN/NOTIFY for this process: one dedicated connection (PostgreSQL) or the embedded instance
 * (PGlite, in-process). Notifications are wake-ups only — the tables stay the truth — so after a reconnect, when
 * some may have been lost, `onReconnect` listeners are told to look at the tables again.
 */
export interface DatabaseNotifications {
  on(channel: NotificationChannel, listener: (payload: string) => void): () => void;
  onReconnect(listener: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(detail: Record<string, unknown>, message: string): void;
  info(detail: Record<string, unknown>, message: string): void;
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export function createDatabaseNotifications(database: Database, log: Log): DatabaseNotifications {
  const listeners = new Map<NotificationChannel, Set<(payload: string) => void>>(
    CHANNELS.map((c) => [c, new Set()]),
  );
  const reconnectListeners = new Set<() => void>();
  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel as NotificationChannel) ?? []) listener(payload);
  };
  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };
  const client = (database.db as unknown as { $client: unknown }).$client;

  let stop: () => Promise<void> = async () => undefined;
  let closed = false;

  async function startPglite(instance: PgliteLike) {
    const unlisten = await Promise.all(
      CHANNELS.map((channel) => instance.listen(channel, (payload) => deliver(channel, payload))),
    );
    stop = async () => {
      await Promise.all(unlisten.map((u) => u().catch(() => undefined)));
    };
  }

  async function startPostgres(pool: pg.Pool) {
    let connection: pg.Client | null = null;
    let retryMs = RECONNECT_MIN_MS;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (isReconnect: boolean): Promise<void> => {
      const next = new pg.Client(pool.options);
      next.on('notification', (n) => deliver(n.channel, n.payload ?? ''));
      next.on('error', () => undefined);
      next.on('end', () => {
        if (connection !== next || closed) return;
        connection = null;
        log.warn({}, 'live-update notification connection lost; reconnecting');
        schedule();
      });
      try {
        await next.connect();
        await next.query(CHANNELS.map((c) => `LISTEN ${c}`).join('; '));
      } catch (error) {
        await next.end().catch(() => undefined);
        if (!isReconnect) throw error;
        log.warn({ error }, 'live-update notification connection failed; retrying');
        schedule();
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      connection = next;
      retryMs = RECONNECT_MIN_MS;
      if (isReconnect) for (const listener of reconnectListeners) listener();
    };
    const schedule = () => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void connect(true);
      }, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    };

    await connect(false);
    stop = async () => {
      clearTimeout(timer);
      const current = connection;
      connection = null;
      await current?.end().catch(() => undefined);
    };
  }

  return {
    on: (channel, listener) => subscribe(listeners.get(channel)!, listener),
    onReconnect: (listener) => subscribe(reconnectListeners, listener),
    async start() {
      if (database.kind === 'pglite') await startPglite(client as PgliteLike);
      else await startPostgres(client as pg.Pool);
    },
    async close() {
      closed = true;
      await stop();
    },
  };
}
