import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ResilienceOptions, ResilienceReport, ResilienceScenario } from './scenario.ts';
import {
  createScratchDatabase,
  createServerProcess,
  signInOverHttp,
  type ServerProcess,
} from './server-process.ts';
import { participantBody, round1, send, withClient } from './support.ts';

const CONCURRENCY = 10;
const SIZES = { quick: { rounds: 2, writes: 300 }, full: { rounds: 5, writes: 2_000 } } as const;

interface RoundTally {
  acknowledged: Set<number>;
  sent: number;
  retried: number;
  replays: number;
  completedWithoutAnswer: number;
  refused: string[];
}

/** Sends write `index` with its key until the server acknowledges it (201, a replay, or 409 idempotency.completed). */
async function writeUntilAcknowledged(
  server: ServerProcess,
  token: string,
  marker: string,
  index: number,
  tally: RoundTally,
) {
  const key = `${marker}-${index}`;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) tally.retried += 1;
    tally.sent += 1;
    const answer = await send(`${server.url}/api/v1/participants`, {
      method: 'POST',
      token,
      key,
      body: participantBody(marker, index),
      timeoutMs: 10_000,
    });
    if (answer.status === 201) {
      if (answer.replayed) tally.replays += 1;
      tally.acknowledged.add(index);
      return;
    }
    if (answer.status === 409 && answer.code === 'idempotency.completed') {
      tally.completedWithoutAnswer += 1;
      tally.acknowledged.add(index);
      return;
    }
    const retryable =
      answer.status === 'network' || answer.status === 409 || answer.status === 503 || answer.status === 502;
    if (!retryable || attempt > 300) {
      tally.refused.push(`write ${index}: ${answer.status} ${answer.code ?? ''}`);
      return;
    }
    await sleep(answer.status === 409 ? 300 : 100);
  }
}

/** What the database holds for one round, checked against what the client was told. */
async function checkRound(databaseUrl: string, marker: string, writes: number, acknowledged: Set<number>) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ last_name: string; n: string; with_event: string }>(
      `select p.last_name, count(*) as n,
              count(e.id) filter (where e.actor_user_id is not null) as with_event
         from participants p
         left join outbox_events e
           on e.type = 'participant.created' and e.aggregate_type = 'participant' and e.aggregate_id = p.participant_id
        where p.last_name like $1
        group by p.last_name`,
      [`${marker}n%`],
    );
    const counts = new Map(rows.map((r) => [r.last_name, { n: Number(r.n), events: Number(r.with_event) }]));
    const keys = await client.query<{ n: string }>(
      `select count(*) as n from idempotency_keys where key like $1`,
      [`${marker}-%`],
    );
    let lost = 0;
    let duplicated = 0;
    let missingAudit = 0;
    for (let index = 0; index < writes; index += 1) {
      const found = counts.get(participantBody(marker, index).lastName);
      if (acknowledged.has(index) && !found) lost += 1;
      if (found && found.n > 1) duplicated += found.n - 1;
      if (found && found.events < found.n) missingAudit += found.n - found.events;
    }
    return { lost, duplicated, missingAudit, created: rows.length, keyRows: Number(keys.rows[0]?.n ?? 0) };
  });
}

async function runRound(
  server: ServerProcess,
  token: string,
  marker: string,
  writes: number,
  log: (message: string) => void,
) {
  const tally: RoundTally = {
    acknowledged: new Set(),
    sent: 0,
    retried: 0,
    replays: 0,
    completedWithoutAnswer: 0,
    refused: [],
  };
  // Kill somewhere between 20% and 80% of the acknowledged writes.
  const killAt = Math.floor(writes * (0.2 + Math.random() * 0.6));
  let next = 0;
  let restartMs = 0;
  const killer = (async () => {
    while (tally.acknowledged.size < killAt) await sleep(5);
    const killedAt = performance.now();
    await server.kill('SIGKILL');
    log(`  SIGKILL after ${tally.acknowledged.size} acknowledged writes; restarting`);
    await server.start();
    restartMs = Math.round(performance.now() - killedAt);
  })();
  const worker = async () => {
    while (next < writes) {
      const index = next;
      next += 1;
      await writeUntilAcknowledged(server, token, marker, index, tally);
    }
  };
  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), killer]);
  return { tally, restartMs, killAt };
}

/** kill -9 of the server during idempotent writes; every acknowledged write must exist exactly once with its event. */
export const killNineScenario: ResilienceScenario = {
  name: 'kill-nine',
  summary:
    'SIGKILL the server during participant creations sent with Idempotency-Keys; retry until acknowledged',
  async run({ databaseUrl, mode, log }: ResilienceOptions): Promise<ResilienceReport> {
    const { rounds, writes } = SIZES[mode];
    const notes: string[] = [];
    const scratch = await createScratchDatabase(databaseUrl, 'kill_nine');
    const dataDir = path.join(tmpdir(), `casework-resilience-kill-nine-${process.pid}`);
    const serverOutput: string[] = [];
    const server = await createServerProcess({
      databaseUrl: scratch.url,
      dataDir,
      onOutput: (line) => serverOutput.push(line.slice(0, 300)),
    });
    const totals = { writes: 0, acknowledged: 0, sent: 0, retried: 0, replays: 0, completed: 0, refused: 0 };
    const damage = { lost: 0, duplicated: 0, missingAudit: 0, keyMismatch: 0 };
    const restarts: number[] = [];
    try {
      await server.start();
      const token = await signInOverHttp(server.url, 'staff@example.org');
      for (let round = 1; round <= rounds; round += 1) {
        const marker = `k${randomBytes(3).toString('hex')}r${round}`;
        log(`kill-nine round ${round}/${rounds}: ${writes} writes, ${CONCURRENCY} in flight`);
        const { tally, restartMs } = await runRound(server, token, marker, writes, log);
        const check = await checkRound(scratch.url, marker, writes, tally.acknowledged);
        restarts.push(restartMs);
        totals.writes += writes;
        totals.acknowledged += tally.acknowledged.size;
        totals.sent += tally.sent;
        totals.retried += tally.retried;
        totals.replays += tally.replays;
        totals.completed += tally.completedWithoutAnswer;
        totals.refused += tally.refused.length;
        damage.lost += check.lost;
        damage.duplicated += check.duplicated;
        damage.missingAudit += check.missingAudit;
        if (check.keyRows !== check.created) damage.keyMismatch += Math.abs(check.keyRows - check.created);
        notes.push(
          `round ${round}: ${tally.acknowledged.size}/${writes} acknowledged, ${tally.retried} retries, ${tally.replays} replays, ` +
            `${tally.completedWithoutAnswer} completed-without-answer, restart ${restartMs} ms; db: ${check.created} created, ` +
            `${check.keyRows} key rows, lost ${check.lost}, duplicated ${check.duplicated}, missing event ${check.missingAudit}`,
        );
        notes.push(...tally.refused.slice(0, 5));
      }
    } catch (error) {
      notes.push(`aborted: ${error instanceof Error ? error.message : String(error)}`);
      notes.push(...serverOutput.slice(-8).map((line) => `server: ${line}`));
    } finally {
      await server.stop();
      await scratch.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
    const passed =
      restarts.length === rounds &&
      totals.acknowledged === totals.writes &&
      totals.refused === 0 &&
      damage.lost === 0 &&
      damage.duplicated === 0 &&
      damage.missingAudit === 0 &&
      damage.keyMismatch === 0;
    notes.unshift(
      'Each write creates a participant with its own Idempotency-Key; the client retries every unacknowledged one ' +
        'with the same key. Checked in the database per round: every acknowledged write exists exactly once, with ' +
        'its participant.created outbox event (the audit record of a creation, with its actor) and its key row.',
    );
    return {
      name: 'kill-nine',
      passed,
      figures: {
        rounds: restarts.length,
        writes: totals.writes,
        acknowledged: totals.acknowledged,
        'requests sent': totals.sent,
        retried: totals.retried,
        replays: totals.replays,
        'completed without answer (409)': totals.completed,
        refused: totals.refused,
        lost: damage.lost,
        duplicated: damage.duplicated,
        'missing audit rows': damage.missingAudit,
        'key rows ≠ writes': damage.keyMismatch,
        'restart ms (max)': restarts.length ? Math.max(...restarts) : 0,
        'restart ms (mean)': restarts.length
          ? round1(restarts.reduce((a, b) => a + b, 0) / restarts.length)
          : 0,
      },
      notes,
    };
  },
};
