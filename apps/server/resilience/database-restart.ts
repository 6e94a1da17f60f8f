import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import type { ResilienceOptions, ResilienceReport, ResilienceScenario } from './scenario.ts';
import {
  createScratchDatabase,
  createServerProcess,
  signInOverHttp,
  type ServerProcess,
} from './server-process.ts';
import { participantBody, round1, send, withClient, type Answer } from './support.ts';

const PRIVATE_PORT = Number(process.env.RESILIENCE_PRIVATE_PG_PORT ?? 5499);
/** Each request during an outage must be answered (503) within this. */
const OUTAGE_ANSWER_MS = 2_000;
/** After PostgreSQL is back, the service answers 200 again within this. */
const RECOVERY_MS = 5_000;
const READERS = 3;
const WRITERS = 1;
const PAUSE_MS = 50;

interface Sample extends Answer {
  kind: 'read' | 'write';
  startedAt: number;
  endedAt: number;
}

/** A steady light load: readers search participants, writers create them (with Idempotency-Keys). */
function startLoad(server: ServerProcess, token: string, marker: string) {
  const samples: Sample[] = [];
  let running = true;
  let written = 0;
  const loop = async (kind: 'read' | 'write') => {
    while (running) {
      const startedAt = performance.now();
      const index = written++;
      const answer =
        kind === 'read'
          ? await send(`${server.url}/api/v1/participants?lastName=Iv`, {
              method: 'GET',
              token,
              timeoutMs: 10_000,
            })
          : await send(`${server.url}/api/v1/participants`, {
              method: 'POST',
              token,
              key: `${marker}-${index}`,
              body: participantBody(marker, index),
              timeoutMs: 10_000,
            });
      samples.push({ ...answer, kind, startedAt, endedAt: performance.now() });
      await sleep(PAUSE_MS);
    }
  };
  const loops = [
    ...Array.from({ length: READERS }, () => loop('read')),
    ...Array.from({ length: WRITERS }, () => loop('write')),
  ];
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const isOk = (s: Sample) => s.status === 200 || s.status === 201;

/** One outage: what the clients saw while PostgreSQL was away and how long until every answer was 200 again. */
async function outage(
  name: string,
  samples: Sample[],
  cause: () => Promise<void>,
  log: (message: string) => void,
) {
  const from = performance.now();
  await cause();
  const back = performance.now();
  await sleep(RECOVERY_MS + 1_000);
  const during = samples.filter((s) => s.startedAt >= from && s.startedAt <= back);
  const after = samples.filter((s) => s.startedAt > back);
  const lastFailure = after.filter((s) => !isOk(s)).reduce((latest, s) => Math.max(latest, s.endedAt), back);
  const firstOk = after.find(isOk);
  const result = {
    name,
    downMs: Math.round(back - from),
    requests: during.length,
    unavailable: during.filter((s) => s.status === 503).length,
    maxMs: Math.round(during.reduce((max, s) => Math.max(max, s.ms), 0)),
    wrong: during.filter((s) => !isOk(s) && !(s.status === 503 && s.code === 'server.unavailable')),
    recoveryMs: Math.round(lastFailure - back),
    firstOkMs: firstOk ? Math.round(firstOk.endedAt - back) : Number.POSITIVE_INFINITY,
  };
  log(
    `  ${name}: down ${result.downMs} ms, ${result.requests} requests (${result.unavailable} × 503), max ${result.maxMs} ms, ` +
      `recovered after ${result.recoveryMs} ms`,
  );
  return result;
}

/** After the outages, a new participant.created event must still reach the webhook fan-out (outbox consumer). */
async function fanOutDelay(server: ServerProcess, token: string, databaseUrl: string, marker: string) {
  const created = await send(`${server.url}/api/v1/participants`, {
    method: 'POST',
    token,
    body: participantBody(`${marker}f`, 0),
    timeoutMs: 5_000,
  });
  if (created.status !== 201)
    return { ms: Number.NaN, note: `could not create a participant: ${created.status}` };
  const participantId = (created.body as { participantId: string }).participantId;
  const startedAt = performance.now();
  return withClient(databaseUrl, async (client) => {
    while (performance.now() - startedAt < 30_000) {
      const { rows } = await client.query(
        `select 1 from webhook_deliveries d join outbox_events e on e.id = d.event_id
          where e.type = 'participant.created' and e.aggregate_id = $1 limit 1`,
        [participantId],
      );
      if (rows.length > 0) return { ms: Math.round(performance.now() - startedAt), note: '' };
      await sleep(200);
    }
    return {
      ms: Number.NaN,
      note: 'no webhook delivery was made for an event after the outages within 30 s',
    };
  });
}

/** PostgreSQL restarted (and stopped for 3 s) under load: 503 within 2 s during the outage, 200 within 5 s after. */
export const databaseRestartScenario: ResilienceScenario = {
  name: 'database-restart',
  summary:
    'restart a private PostgreSQL under light load: quick 503s during the outage, recovery without a restart',
  async run({ mode, log }: ResilienceOptions): Promise<ResilienceReport> {
    const notes: string[] = [
      `Private cluster on 127.0.0.1:${PRIVATE_PORT}; ${READERS} readers and ${WRITERS} writer, ${PAUSE_MS} ms apart. ` +
        `Outages: pg_ctl restart -m fast, then stop -m fast / 3 s down / start${mode === 'full' ? ' (each twice)' : ''}.`,
    ];
    const figures: Record<string, string | number> = {};
    const dataDir = path.join(tmpdir(), `casework-resilience-db-restart-${process.pid}`);
    let cluster: PrivatePostgres | undefined;
    let server: ServerProcess | undefined;
    let passed = false;
    const serverOutput: string[] = [];
    try {
      cluster = await startPrivatePostgres(PRIVATE_PORT);
      const scratch = await createScratchDatabase(cluster.url, 'db_restart');
      server = await createServerProcess({
        databaseUrl: scratch.url,
        dataDir,
        onOutput: (line) => serverOutput.push(line.slice(0, 300)),
      });
      await server.start();
      const pid = server.pid;
      const token = await signInOverHttp(server.url, 'staff@example.org');
      const marker = `d${randomBytes(3).toString('hex')}`;
      const load = startLoad(server, token, marker);
      await sleep(2_000);
      const db = cluster;
      const plan: [string, () => Promise<void>][] = [
        ['restart -m fast', () => db.restart()],
        [
          'stop, 3 s down, start',
          async () => {
            await db.stop();
            await sleep(3_000);
            await db.start();
          },
        ],
      ];
      const outages = [];
      for (const [name, cause] of mode === 'full' ? [...plan, ...plan] : plan)
        outages.push(await outage(name, load.samples, cause, log));
      await load.stop();
      const fanOut = await fanOutDelay(server, token, scratch.url, marker);
      const all = load.samples;
      const errors500 = all.filter(
        (s) => typeof s.status === 'number' && s.status >= 500 && s.status !== 503,
      );
      const hung = all.filter((s) => s.status === 'network');
      const during = outages.reduce((n, o) => n + o.requests, 0);
      const unavailable = outages.reduce((n, o) => n + o.unavailable, 0);
      const maxOutageMs = Math.max(...outages.map((o) => o.maxMs));
      const maxRecoveryMs = Math.max(...outages.map((o) => o.recoveryMs));
      const wrong = outages.flatMap((o) => o.wrong);
      Object.assign(figures, {
        outages: outages.length,
        requests: all.length,
        'requests during outages': during,
        '503 share during outages %': during ? round1((unavailable / during) * 100) : 0,
        'max latency during outage ms': maxOutageMs,
        'recovery ms (max)': maxRecoveryMs,
        'first 200 after PostgreSQL back ms (max)': Math.max(...outages.map((o) => o.firstOkMs)),
        '5xx other than 503': errors500.length,
        'hung (no answer in 10 s)': hung.length,
        'other answers during outage': wrong.length,
        'webhook fan-out after recovery ms': Number.isNaN(fanOut.ms) ? 'none' : fanOut.ms,
        'same server process': server.pid === pid ? 'yes' : 'no',
      });
      for (const o of outages)
        notes.push(
          `${o.name}: down ${o.downMs} ms, ${o.requests} requests, ${o.unavailable} × 503, max ${o.maxMs} ms, recovery ${o.recoveryMs} ms`,
        );
      for (const s of [...wrong, ...errors500, ...hung].slice(0, 5))
        notes.push(`unexpected: ${s.kind} ${s.status} ${s.code ?? ''} after ${Math.round(s.ms)} ms`);
      if (fanOut.note) notes.push(fanOut.note);
      passed =
        maxOutageMs <= OUTAGE_ANSWER_MS &&
        maxRecoveryMs <= RECOVERY_MS &&
        errors500.length === 0 &&
        hung.length === 0 &&
        wrong.length === 0 &&
        !Number.isNaN(fanOut.ms) &&
        server.pid === pid;
    } catch (error) {
      notes.push(`aborted: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // The server's last words explain a failure (a crash, an unhandled error).
      if (!passed) notes.push(...serverOutput.slice(-8).map((line) => `server: ${line}`));
      await server?.stop();
      await cluster?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return { name: 'database-restart', passed, figures, notes };
  },
};
