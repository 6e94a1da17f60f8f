import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { summarise, type Measurement } from './latency.ts';

/** The fan-out scenario's event type (every webhook of the bench subscribes to it). */
export const FAN_OUT_EVENT_TYPE = 'message.created';
const EVENTS_PER_TRANSACTION = 20;
const WAIT_LIMIT_MS = 120_000;

const clock = () => performance.timeOrigin + performance.now();

/** A local HTTP receiver: answers 204 to every webhook and notes when each (event, webhook) pair arrived. */
export async function startReceiver() {
  const received = new Map<string, number>();
  let duplicates = 0;
  let onDelivery: (() => void) | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = clock();
      try {
        const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { eventId: string } };
        const key = `${data.eventId} ${request.url ?? ''}`;
        if (received.has(key)) duplicates += 1;
        else received.set(key, at);
      } catch {
        // Not a webhook body: ignored (the count of received deliveries shows it).
      }
      response.statusCode = 204;
      response.end();
      onDelivery?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    duplicates: () => duplicates,
    /** Resolves when `count` deliveries have arrived, or after the wait limit. */
    waitFor(count: number): Promise<boolean> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), WAIT_LIMIT_MS);
        onDelivery = () => {
          if (received.size >= count) {
            clearTimeout(timer);
            resolve(true);
          }
        };
        onDelivery();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export interface FanOutResult {
  events: number;
  webhooks: number;
  deliveries: number;
  delivered: number;
  duplicates: number;
  /** From the first event's transaction start to the last delivery's arrival. */
  durationS: number;
  eventsPerSecond: number;
  deliveriesPerSecond: number;
  /** From the commit of an event to the arrival of each of its deliveries (ms). */
  latency: Measurement;
  serverRssPeakMb: number | null;
}

/**
 * Webhook fan-out throughput: writes `events` outbox events (20 per transaction, one after another, as fast as the
 * database takes them), then waits until the receiver has every delivery. The app's own outbox consumer, delivery
 * jobs and signing do the rest.
 */
export async function runFanOut(
  database: Database,
  receiver: Receiver,
  opts: { events: number; webhooks: number; threads: { id: string; participantId: string }[] },
): Promise<Omit<FanOutResult, 'serverRssPeakMb'>> {
  receiver.received.clear();
  const committedAt = new Map<string, number>();
  const started = clock();
  for (let from = 0; from < opts.events; from += EVENTS_PER_TRANSACTION) {
    const ids: string[] = [];
    await database.db.transaction(async (tx) => {
      for (let i = from; i < Math.min(opts.events, from + EVENTS_PER_TRANSACTION); i += 1) {
        const id = crypto.randomUUID();
        const thread = opts.threads[i % opts.threads.length]!;
        const payload = {
          threadId: thread.id,
          participantId: thread.participantId,
          messageId: crypto.randomUUID(),
          authorKind: 'participant',
        };
        ids.push(id);
        await tx.execute(
          sql`insert into outbox_events (id, type, aggregate_type, aggregate_id, payload)
            values (${id}, ${FAN_OUT_EVENT_TYPE}, 'thread', ${thread.id}, ${JSON.stringify(payload)}::jsonb)`,
        );
      }
    });
    const at = clock();
    for (const id of ids) committedAt.set(id, at);
  }
  const expected = opts.events * opts.webhooks;
  await receiver.waitFor(expected);
  const latencies: number[] = [];
  let last = started;
  for (const [key, at] of receiver.received) {
    const committed = committedAt.get(key.split(' ')[0]!);
    if (committed === undefined) continue;
    latencies.push(at - committed);
    last = Math.max(last, at);
  }
  const durationS = (last - started) / 1000;
  return {
    events: opts.events,
    webhooks: opts.webhooks,
    deliveries: expected,
    delivered: latencies.length,
    duplicates: receiver.duplicates(),
    durationS: Math.round(durationS * 100) / 100,
    eventsPerSecond: Math.round((opts.events / durationS) * 10) / 10,
    deliveriesPerSecond: Math.round((latencies.length / durationS) * 10) / 10,
    latency: summarise(latencies, durationS, expected - latencies.length),
  };
}
