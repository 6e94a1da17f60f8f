import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runAutocannon } from '../bench/autocannon-run.ts';
import type { Measurement } from '../bench/latency.ts';
import type { ResilienceOptions, ResilienceReport, ResilienceScenario } from './scenario.ts';
import { createScratchDatabase, createServerProcess, signInOverHttp } from './server-process.ts';

/** The issue's limits for the steady run at half of saturation. */
export const LOAD_LIMITS = { readP99Ms: 250, writeP99Ms: 500, soakRssGrowth: 0.1 } as const;

/** Staff accounts of the demo seed that can sign in; requests rotate over them. */
const LOAD_USERS = ['staff@example.org', 'supervisor@example.org', 'admin@example.org'];
const READ_SHARE = 0.8;

interface Durations {
  stepS: number;
  steadyS: number;
  soakS: number;
  /** The part of the soak before the RSS baseline is taken. */
  soakWarmupS: number;
}

const DURATIONS: Record<ResilienceOptions['mode'], Durations> = {
  quick: { stepS: 3, steadyS: 15, soakS: 60, soakWarmupS: 20 },
  full: { stepS: 5, steadyS: 60, soakS: 600, soakWarmupS: 60 },
};

interface Caller {
  token: string;
  userId: string;
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Reads staff do all day: their inbox and counts, who am I, a participant search, teams, a service search. */
function readRequests(callers: Caller[]): Request[] {
  return callers.flatMap(({ token, userId }) => {
    const headers = { authorization: `Bearer ${token}` };
    return [
      `/api/v1/threads/users/${userId}?take=25`,
      `/api/v1/threads/users/${userId}/counts`,
      '/api/v1/auth/me',
      '/api/v1/participants?lastName=Jo&take=25',
      '/api/v1/teams',
      '/api/v1/services?term=food&take=20',
    ].map((p) => ({ method: 'GET' as const, path: p, headers }));
  });
}

/** A write that never collides: a new participant with a name unique to this run and request. */
function participantWrite(callers: Caller[], runId: string) {
  let turn = 0;
  return (): Request => {
    turn += 1;
    const caller = callers[turn % callers.length]!;
    const day = String((turn % 28) + 1).padStart(2, '0');
    return {
      method: 'POST',
      path: '/api/v1/participants',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: `Load${runId}`, lastName: `Writer${turn}`, dob: `1980-01-${day}` }),
    };
  };
}

interface Run extends Measurement {
  statusCodes: Record<string, number>;
}

/** One autocannon run over rotating requests; `rate` caps requests per second across all its connections. */
async function drive(
  baseUrl: string,
  next: () => Request,
  opts: { connections: number; durationS: number; rate?: number | undefined },
): Promise<Run> {
  const first = next();
  const { latencies: _latencies, ...run } = await runAutocannon({
    url: `${baseUrl}${first.path}`,
    method: first.method,
    next,
    ...opts,
  });
  return run;
}

interface MixedRun {
  reads: Run;
  writes: Run;
  perSecond: number;
  errors: number;
}

/** Reads and writes at the same time, 80/20 by connections (or by rate when `rate` is given). */
async function mixed(
  baseUrl: string,
  callers: Caller[],
  runId: string,
  opts: { connections: number; durationS: number; rate?: number },
): Promise<MixedRun> {
  const reads = readRequests(callers);
  let readTurn = 0;
  const nextRead = () => reads[readTurn++ % reads.length]!;
  const readConnections = Math.max(1, Math.round(opts.connections * READ_SHARE));
  const writeConnections = Math.max(1, opts.connections - readConnections);
  const [r, w] = await Promise.all([
    drive(baseUrl, nextRead, {
      connections: readConnections,
      durationS: opts.durationS,
      rate: opts.rate && opts.rate * READ_SHARE,
    }),
    drive(baseUrl, participantWrite(callers, runId), {
      connections: writeConnections,
      durationS: opts.durationS,
      rate: opts.rate && opts.rate * (1 - READ_SHARE),
    }),
  ]);
  return { reads: r, writes: w, perSecond: r.perSecond + w.perSecond, errors: r.errors + w.errors };
}

const CONNECTION_STEPS = [2, 4, 8, 16, 32, 64];

/** Raises the connections until the mixed throughput stops growing by 5 %; returns every step and the peak. */
async function stepTest(baseUrl: string, callers: Caller[], durationS: number, log: (m: string) => void) {
  const steps: { connections: number; run: MixedRun }[] = [];
  let best = 0;
  let flat = 0;
  for (const connections of CONNECTION_STEPS) {
    const run = await mixed(baseUrl, callers, `s${connections}`, { connections, durationS });
    steps.push({ connections, run });
    log(
      `step ${connections} connections: ${run.perSecond.toFixed(0)} req/s, read p99 ${run.reads.p99} ms, write p99 ${run.writes.p99} ms, errors ${run.errors}`,
    );
    if (run.perSecond > best * 1.05) {
      best = run.perSecond;
      flat = 0;
    } else if ((flat += 1) >= 2) break;
  }
  return { steps, saturationPerSecond: best };
}

/** RSS samples every `everyMs` while `work` runs. */
async function sampleRss<T>(rss: () => number | undefined, everyMs: number, work: Promise<T>) {
  const samples: { atS: number; mb: number }[] = [];
  const started = performance.now();
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const mb = rss();
      if (mb !== undefined) samples.push({ atS: (performance.now() - started) / 1000, mb });
      await sleep(everyMs);
    }
  })();
  try {
    return { result: await work, samples };
  } finally {
    done = true;
    await sampler;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

async function runLoad(options: ResilienceOptions): Promise<ResilienceReport> {
  const durations = DURATIONS[options.mode];
  const failures: string[] = [];
  const figures: ResilienceReport['figures'] = {};
  const database = await createScratchDatabase(options.databaseUrl, 'load');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casework-load-'));
  const server = await createServerProcess({
    databaseUrl: database.url,
    dataDir,
    onOutput: (line) => {
      if (/"level":(50|60)/.test(line)) options.log(`server: ${line.slice(0, 300)}`);
    },
  });
  try {
    await server.start();
    const callers: Caller[] = [];
    for (const email of LOAD_USERS) {
      const token = await signInOverHttp(server.url, email);
      const me = (await (
        await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { userId: string };
      callers.push({ token, userId: me.userId });
    }
    // Warm the statement caches and the JIT before measuring.
    await mixed(server.url, callers, 'warm', { connections: 4, durationS: 2 });

    const { steps, saturationPerSecond } = await stepTest(server.url, callers, durations.stepS, options.log);
    figures['saturation req/s (80/20 mix)'] = Math.round(saturationPerSecond);
    const atPeak = steps.find((s) => s.run.perSecond === saturationPerSecond)!;
    figures['connections at saturation'] = atPeak.connections;

    const rate = Math.max(2, Math.floor(saturationPerSecond / 2));
    options.log(`steady: ${durations.steadyS} s at ${rate} req/s (half of saturation) ...`);
    const steady = await mixed(server.url, callers, 'steady', {
      connections: 20,
      durationS: durations.steadyS,
      rate,
    });
    figures['steady req/s'] = Math.round(steady.perSecond);
    figures['steady errors'] = steady.errors;
    figures['steady read p99 ms'] = steady.reads.p99;
    figures['steady write p99 ms'] = steady.writes.p99;
    if (steady.errors > 0)
      failures.push(
        `steady run: ${steady.errors} errors (reads ${JSON.stringify(steady.reads.statusCodes)}, writes ${JSON.stringify(steady.writes.statusCodes)})`,
      );
    if (steady.reads.p99 >= LOAD_LIMITS.readP99Ms)
      failures.push(`steady run: read p99 ${steady.reads.p99} ms ≥ ${LOAD_LIMITS.readP99Ms} ms`);
    if (steady.writes.p99 >= LOAD_LIMITS.writeP99Ms)
      failures.push(`steady run: write p99 ${steady.writes.p99} ms ≥ ${LOAD_LIMITS.writeP99Ms} ms`);

    options.log(`soak: ${durations.soakS} s at ${rate} req/s, RSS sampled every 2 s ...`);
    const { result: soak, samples } = await sampleRss(
      () => server.rssMb(),
      2_000,
      mixed(server.url, callers, 'soak', { connections: 20, durationS: durations.soakS, rate }),
    );
    const afterWarmup = samples.filter((s) => s.atS >= durations.soakWarmupS);
    const windowS = Math.max(10, (durations.soakS - durations.soakWarmupS) / 5);
    const baseline = median(
      afterWarmup.filter((s) => s.atS < durations.soakWarmupS + windowS).map((s) => s.mb),
    );
    const end = median(afterWarmup.filter((s) => s.atS >= durations.soakS - windowS).map((s) => s.mb));
    const growth = baseline > 0 ? (end - baseline) / baseline : 0;
    figures['soak s'] = durations.soakS;
    figures['soak errors'] = soak.errors;
    figures['soak read p99 ms'] = soak.reads.p99;
    figures['soak write p99 ms'] = soak.writes.p99;
    figures['RSS after warm-up MB'] = baseline;
    figures['RSS at end MB'] = end;
    figures['RSS peak MB'] = Math.max(...samples.map((s) => s.mb));
    figures['RSS growth %'] = Math.round(growth * 1000) / 10;
    if (soak.errors > 0) failures.push(`soak: ${soak.errors} errors`);
    if (growth >= LOAD_LIMITS.soakRssGrowth)
      failures.push(`soak: RSS grew ${(growth * 100).toFixed(1)} % after warm-up (limit 10 %)`);
    const summary = `step test ${steps.map((s) => `${s.connections}c ${Math.round(s.run.perSecond)}/s`).join(', ')}; steady and soak at ${rate} req/s, 80 % reads (inbox, counts, me, participant search, teams, service search), 20 % participant creations`;
    return { name: 'load', passed: failures.length === 0, figures, notes: [summary, ...failures] };
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const loadScenario: ResilienceScenario = {
  name: 'load',
  summary:
    'step test to saturation, then a steady run and a soak at half of it (80/20 reads/writes): no errors, p99 reads < 250 ms, writes < 500 ms, RSS growth < 10 %',
  run: runLoad,
};
