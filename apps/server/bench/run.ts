import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from '#src/db/client.ts';
import { seedDemoOrganisation } from '#src/db/seed/seed.ts';
import { hashPassword } from '#src/modules/auth/passwords.ts';
import { openBenchDatabase } from './bench-database.ts';
import { DATA_CLOCK, generateData } from './generate-data.ts';
import { generateDirectory } from './generate-directory.ts';
import { generateWebhooks } from './generate-records.ts';
import { buildDirectoryScenarios } from './directory-scenarios.ts';
import { FAN_OUT_EVENT_TYPE, runFanOut, startReceiver, type FanOutResult } from './fan-out.ts';
import { createRandom } from '#src/platform/seeded-random.ts';
import { mergeParts, type Sampled } from './latency.ts';
import { measureRawSql, startLoadGenerator, type HttpMeasurement } from './measure.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { buildOrgScenarios } from './org-scenarios.ts';
import {
  fanOutLine,
  growthTable,
  markdownTable,
  stagesDiffer,
  summaryTable,
  TARGETS,
  withRatios,
  writeJsonReport,
  type BenchReport,
  type ScenarioClass,
  type ScenarioResult,
} from './report.ts';
import { buildParticipantScenarios, participantScenarioContext } from './participant-scenarios.ts';
import { cpuCounter } from './cpu.ts';
import { describePeak, startRssSampler } from './rss.ts';
import { buildScenarios, executeWith, type Execute, type Scenario } from './scenarios.ts';
import { BENCH_AUTH_SECRET, signInAs, startApp, startBareServer, type BenchAuth } from './servers.ts';
import { signInOnce, type Account } from './sign-in-flow.ts';
import { repositoryStatements } from './sql-drift.ts';
import { buildThreadScenarios, threadScenarioContext } from './thread-scenarios.ts';

const BENCH_USER = 'staff@example.org';
const BENCH_ADMIN = 'admin@example.org';
/** Staff accounts the sign-in scenario takes in turn, each with its own real argon2id hash. */
const SIGN_IN_ACCOUNTS = 8;
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** Status codes counted over several runs. */
function addCounts(counts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const byCode of counts)
    for (const [code, n] of Object.entries(byCode)) total[code] = (total[code] ?? 0) + n;
  return total;
}

const classOf = (s: Scenario): ScenarioClass =>
  s.class ?? (s.target === 'bare' ? 'ceiling' : s.method === 'GET' ? 'read' : 'write');

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Runs each scenario once and checks its status; records the raw-SQL statements with their row counts. */
async function preflight(scenarios: Scenario[], urlOf: (s: Scenario) => string, execute: Execute) {
  const dialect = new PgDialect();
  const statements: BenchReport['statements'] = {};
  for (const scenario of scenarios) {
    if (scenario.signIn) {
      await signInOnce(urlOf(scenario), scenario.signIn[0]!);
      log(`${scenario.name}: 302 with a session cookie`);
      continue;
    }
    const response = await fetch(urlOf(scenario), {
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body ?? null,
    });
    const body = await response.text();
    if (response.status !== (scenario.status ?? 200))
      throw new Error(`${scenario.name} answered ${response.status}: ${body.slice(0, 300)}`);
    const total = (JSON.parse(body) as { total?: number }).total;
    if (!scenario.rawSql) continue;
    const recorded: BenchReport['statements'][string] = [];
    await scenario.rawSql(async (query) => {
      const entry = { ...dialect.sqlToQuery(query), rows: 0 };
      recorded.push(entry);
      const rows = await execute(query);
      entry.rows = rows.length;
      return rows;
    });
    statements[scenario.name] = recorded;
    log(
      `${scenario.name}: ${response.status}${total === undefined ? '' : `, total ${total}`}; raw SQL rows ${recorded.map((s) => s.rows).join(' + ')}`,
    );
  }
  return statements;
}

/** Gives generated staff members real passwords (argon2id, hashed one by one) for the sign-in scenario. */
async function signInAccounts(database: Database): Promise<Account[]> {
  const rows = await rowsOf<{ id: string; email: string }>(
    database,
    sql`select u.id, u.email from users u join staff_members sm on sm.user_id = u.id
      where u.status = 1 and u.email like '%@staff.bench.example.org' order by u.id limit ${SIGN_IN_ACCOUNTS}`,
  );
  const accounts: Account[] = [];
  for (const [i, row] of rows.entries()) {
    const password = `bench-password-${i}-of-casework`;
    await database.db.execute(
      sql`update users set password_hash = ${await hashPassword(password)} where id = ${row.id}`,
    );
    accounts.push({ email: row.email, password });
  }
  return accounts;
}

/** An administrator's caller for the activity-log query. */
async function adminCaller(auth: BenchAuth, database: Database) {
  const { token, sessionId, userId, staffMemberId } = await signInAs(auth, database, BENCH_ADMIN);
  return {
    token,
    principal: {
      userId,
      sessionId,
      kind: 'staff' as const,
      role: 'Administrator' as const,
      email: BENCH_ADMIN,
      staffMemberId,
      participantId: null,
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement a scenario sent (PostgreSQL only). */
async function explain(database: Database, statements: BenchReport['statements'][string]) {
  if (database.kind !== 'postgres') return [];
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const plans = [];
  for (const statement of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    plans.push({ sql: statement.sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}

/** One organisation ready to measure: its database filled, its app and servers running, its scenarios checked. */
type Stage = Awaited<ReturnType<typeof prepareStage>>;
type Run = Omit<ScenarioResult, 'p50VsRawSql' | 'rpsVsBare' | 'missed'>;

/** Runs a stage's cleanups, newest first, whatever fails. */
async function cleanUp(cleanups: (() => Promise<void>)[]): Promise<void> {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
}

/**
 * Fills one organisation at `options.scale` (in the database named with `suffix`), starts its app, the bare route,
 * a load generator and a webhook receiver, builds its scenarios and runs each once. Close it with `stage.close()`.
 */
async function prepareStage(options: BenchOptions, benchDir: string, suffix: string) {
  const startedAt = new Date();
  // Each stage's app has a data directory of its own (its memory-peak file among what it writes there).
  const workDir = path.join(benchDir, `stage${suffix}`);
  mkdirSync(workDir);
  const target = await openBenchDatabase(process.env, workDir, suffix);
  const { database } = target;
  const cleanups: (() => Promise<void>)[] = [() => target.dispose(options.keep)];
  try {
    log(`database: ${target.where}; scale ${options.scale}`);
    await database.migrate();
    await seedDemoOrganisation(database.db);
    const scaled = (n: number) => Math.max(1, Math.round(n * options.scale));
    const participants = options.participants ?? scaled(database.kind === 'postgres' ? 100_000 : 20_000);
    const staff = options.staff ?? scaled(500);
    const teams = options.teams ?? scaled(50);
    const threads = options.threads ?? participants * 2;
    const messages = Math.max(threads, options.messages ?? threads * 5);
    const activityLogs = options.activityLogs ?? participants * 20;
    log(
      `filling: ${staff} staff, ${teams} teams, ${participants} participants, ${threads} threads, ${messages} messages, ${activityLogs} log rows (seed ${options.seed}) ...`,
    );
    const data = await generateData(database.db, {
      staff,
      teams,
      participants,
      threads,
      messages,
      activityLogs,
      filesPerParticipant: options.filesPerParticipant,
      seed: options.seed,
    });
    log(
      `filled in ${(data.fillMs / 1000).toFixed(1)} s: ${data.users} users, ${data.teamMemberships} memberships, ${data.sessions} past sessions, ${data.threadAssignments} thread assignments, ${data.readMarkers} read markers, ${data.participantFiles} participant files, ${data.activityLogs} log rows, ${data.personalTemplates + data.teamTemplates} templates`,
    );

    const services = options.services ?? scaled(10_000);
    const locations = options.locations ?? services * 2;
    log(`filling the directory: ${services} services at ${locations} locations ...`);
    const directory = await generateDirectory(database.db, createRandom(options.seed + 7), {
      services,
      locations,
    });
    log(
      `directory filled in ${(directory.fillMs / 1000).toFixed(1)} s; search index of ${services} services built in ${(directory.indexMs / 1000).toFixed(2)} s`,
    );
    if (database.kind === 'postgres') {
      // The fill leaves gigabytes of dirty pages that the checkpointer would otherwise write out, spread over minutes,
      // during the first scenarios: they start on a database at rest instead.
      const started = performance.now();
      await database.db.execute(sql`checkpoint`);
      log(`checkpoint after the fill: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const accounts = await signInAccounts(database);

    const app = await startApp(database, { workDir, databaseUrl: target.url });
    cleanups.unshift(() => app.close());
    const rss = startRssSampler(app.pid, { server: app.memoryPeak });
    const logPeak = async (what: string) => {
      const breakdown = await rss.peakBreakdown();
      log(
        `${what}: server RSS peak ${rss.peakMb()} MB${breakdown ? `; at its peak ${describePeak(breakdown)}` : ''}`,
      );
    };
    cleanups.unshift(async () => rss.stop());
    const { bare, url: bareUrl } = await startBareServer();
    cleanups.unshift(() => bare.close());
    const load = startLoadGenerator();
    cleanups.unshift(() => load.close());
    const receiver = await startReceiver();
    cleanups.unshift(() => receiver.close());

    const identity = await signInAs(app.auth, database, BENCH_USER);
    const context = { ...identity, lastNamePrefix: options.lastName };
    const threadContext = await threadScenarioContext(app.auth, database);
    const sessionCookie = await signInOnce(app.url, accounts[0]!);
    const [cookieSession] = await rowsOf<{ id: string }>(
      database,
      sql`select s.id from sessions s join users u on u.id = s.user_id where u.email = ${accounts[0]!.email}
        order by s.created_at desc limit 1`,
    );
    const scenarios = await buildScenarios(database, context);
    scenarios.push(
      {
        name: `POST /api/auth/callback/credentials (sign-in: csrf + credentials, ${accounts.length} accounts in turn)`,
        class: 'sign-in',
        target: 'app',
        method: 'POST',
        path: '',
        headers: {},
        signIn: accounts,
        rawSql: null,
      },
      ...(await buildParticipantScenarios(database, await participantScenarioContext(database, context))),
      ...(await buildThreadScenarios(database, threadContext)),
      ...(await buildOrgScenarios(database, {
        teamWorker: threadContext.teamWorker,
        admin: await adminCaller(app.auth, database),
        logsUntil: new Date(DATA_CLOCK),
        sessionCookie,
        cookieSessionId: cookieSession!.id,
      })),
      ...(await buildDirectoryScenarios(database, context)),
    );
    if (options.only) {
      const only = options.only;
      const kept = scenarios.filter(
        (s, i) => i === 0 || only.some((fragment) => s.name.toLowerCase().includes(fragment)),
      );
      scenarios.splice(0, scenarios.length, ...kept);
      log(`--only: ${kept.map((s) => s.name).join('; ')}`);
    }
    const urlOf = (s: Scenario) => `${s.target === 'bare' ? bareUrl : app.url}${s.path}`;
    const execute = executeWith(database);
    const statements = await preflight(scenarios, urlOf, execute);
    const current = await repositoryStatements(database, context);
    const captured = new Set(scenarios.filter((s) => s.rawSqlCaptured).map((s) => s.name));
    const stale = Object.entries(statements)
      .filter(([name]) => !captured.has(name))
      .flatMap(([, recorded]) => recorded)
      .map((s) => s.sql)
      .filter((text) => !current.has(text));
    if (stale.length > 0)
      log(`WARNING: the raw-SQL floor differs from what the repositories send now:\n  ${stale.join('\n  ')}`);
    const rssAtStartMb = rss.peakMb();
    await logPeak('before the scenarios');
    return {
      options,
      startedAt,
      target,
      database,
      data,
      directory,
      sizes: { participants, staff, teams, threads, messages, activityLogs, services, locations },
      app,
      rss,
      logPeak,
      load,
      receiver,
      scenarios,
      urlOf,
      execute,
      statements,
      stale,
      rssAtStartMb,
      async close() {
        await cleanUp(cleanups);
        if (options.keep) log(`kept: ${target.where}`);
      },
    };
  } catch (error) {
    await cleanUp(cleanups);
    throw error;
  }
}

/**
 * Measures every scenario of every stage. With two stages (--compare-scale), each scenario is measured at both
 * scales in the same minutes: within each round, the larger organisation's HTTP and raw-SQL slices, then the
 * smaller's. A growth ratio then compares runs that saw the same load from elsewhere on the machine, where two
 * stages measured one after the other, minutes apart, put the machine's drift into the ratio (a session refresh,
 * whose work does not depend on the data, once measured 2.2× slower in the first stage than in the second).
 */
async function measureStages(stages: Stage[], options: BenchOptions): Promise<Run[][]> {
  const [first] = stages;
  const names = (s: Stage) => s.scenarios.map((c) => c.name);
  for (const stage of stages.slice(1)) {
    const differ = stagesDiffer(names(first!), names(stage));
    if (differ)
      throw new Error(
        `scale ${first!.options.scale} and ${stage.options.scale} cannot be compared: ${differ}`,
      );
  }
  const runs: Run[][] = stages.map(() => []);
  const peak = Math.max(...options.connections);
  const label = (stage: Stage, scenario: Scenario) =>
    stages.length > 1 ? `${scenario.name} (scale ${stage.options.scale})` : scenario.name;
  for (const [index, head] of first!.scenarios.entries()) {
    const parts = stages.map((stage) => {
      const scenario = stage.scenarios[index]!;
      const job = (connections: number, durationS: number) =>
        scenario.signIn
          ? {
              kind: 'sign-in' as const,
              baseUrl: stage.app.url,
              accounts: scenario.signIn,
              connections,
              durationS,
            }
          : {
              url: stage.urlOf(scenario),
              method: scenario.method,
              headers: scenario.headers,
              body: scenario.body,
              rotate: scenario.rotate,
              connections,
              durationS,
            };
      const raw = scenario.rawSql && (() => scenario.rawSql!(stage.execute));
      return { stage, scenario, job, raw };
    });
    if (options.warmupS > 0)
      for (const { stage, job, raw } of parts) {
        await stage.load.run(job(peak, options.warmupS));
        if (raw) await measureRawSql(raw, peak, options.warmupS);
      }
    for (const connections of options.connections) {
      log(
        `${head.name} with ${connections} connection(s)${stages.length > 1 ? ', at each scale in turn' : ''} ...`,
      );
      // HTTP and raw SQL take turns, so a burst of load from elsewhere on the machine falls on both alike.
      const slice = options.durationS / options.rounds;
      const taken = parts.map(({ stage, scenario }) => {
        stage.rss.reset();
        return {
          httpParts: [] as Sampled<HttpMeasurement>[],
          rawParts: [] as Sampled[],
          // The bare route is served by the bench's own process, beside the load generator: its CPU is not told apart.
          httpCpu: cpuCounter(stage.app.isolated && scenario.target !== 'bare' ? stage.app.pid : null),
          rawCpu: cpuCounter(stage.app.isolated ? process.pid : null),
        };
      });
      for (let round = 0; round < options.rounds; round += 1)
        for (const [i, { stage, job, raw }] of parts.entries()) {
          const t = taken[i]!;
          t.httpParts.push(await t.httpCpu.during(() => stage.load.run(job(connections, slice))));
          if (raw) t.rawParts.push(await t.rawCpu.during(() => measureRawSql(raw, connections, slice)));
        }
      for (const [i, { stage, scenario, raw }] of parts.entries()) {
        const t = taken[i]!;
        const rawSql = raw ? mergeParts(t.rawParts) : null;
        const http = {
          ...mergeParts(t.httpParts),
          statusCodes: addCounts(t.httpParts.map((p) => p.statusCodes)),
        };
        runs[i]!.push({
          scenario: scenario.name,
          class: classOf(scenario),
          path: scenario.path,
          connections,
          http,
          rawSql,
          cpu: {
            http: t.httpCpu.perOperation(http.operations),
            rawSql: rawSql ? t.rawCpu.perOperation(rawSql.operations) : null,
          },
          rssMb: stage.rss.peakMb(),
          heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
        });
        await stage.logPeak(`${label(stage, scenario)} with ${connections} connection(s)`);
      }
    }
  }
  return runs;
}

/** A stage's webhook fan-out, then its report: the runs with their ratios, plans of the misses, and markdown. */
async function reportStage(stage: Stage, runs: Run[], options: BenchOptions) {
  const { database, app, rss, data, directory, sizes, statements, stale } = stage;
  let fanOut: FanOutResult | null = null;
  const fanOutSelected = !options.only || options.only.includes('fan-out');
  if (options.webhookEvents > 0 && database.kind === 'postgres' && fanOutSelected) {
    log(
      `webhook fan-out at scale ${stage.options.scale}: ${options.webhookEvents} events to ${options.webhooks} webhooks ...`,
    );
    await generateWebhooks(database.db, {
      url: stage.receiver.url,
      count: options.webhooks,
      eventType: FAN_OUT_EVENT_TYPE,
      authSecret: BENCH_AUTH_SECRET,
      createdAt: new Date(),
    });
    const sample = await rowsOf<{ id: string; participantId: string }>(
      database,
      sql`select id, participant_id as "participantId" from threads order by id limit 100`,
    );
    rss.reset();
    const result = await runFanOut(database, stage.receiver, {
      events: options.webhookEvents,
      webhooks: options.webhooks,
      threads: sample,
    });
    fanOut = { ...result, serverRssPeakMb: app.isolated ? rss.peakMb() : null };
    await stage.logPeak('webhook fan-out');
  }

  const results = withRatios(runs, stage.scenarios[0]!.name);
  const plans: BenchReport['plans'] = {};
  for (const r of results) {
    if (r.connections !== Math.min(...options.connections) || !r.missed?.length) continue;
    const recorded = statements[r.scenario];
    if (recorded) plans[r.scenario] = await explain(database, recorded);
  }
  const report: BenchReport = {
    startedAt: stage.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      rssAtStartMb: stage.rssAtStartMb,
    },
    database: {
      kind: database.kind,
      where: stage.target.where,
      serverProcess: app.isolated ? 'child process (RSS is the server alone)' : 'bench process',
      loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
      ...data,
      directory,
    },
    options: { ...stage.options, ...sizes, user: BENCH_USER },
    results,
    fanOut,
    plans,
    statements,
    rawSqlMatchesRepositories: stale.length === 0,
  };
  const peakRss = Math.max(...results.map((r) => r.rssMb), fanOut?.serverRssPeakMb ?? 0);
  const fill = `${data.participants.toLocaleString('en')} participants (${data.participantFiles.toLocaleString('en')} files), ${data.staff} staff, ${data.teams} teams, ${data.threads.toLocaleString('en')} threads, ${data.messages.toLocaleString('en')} messages, ${data.activityLogs.toLocaleString('en')} log rows, ${(data.personalTemplates + data.teamTemplates).toLocaleString('en')} templates, ${sizes.services.toLocaleString('en')} services at ${sizes.locations.toLocaleString('en')} locations; filled in ${((data.fillMs + directory.fillMs) / 1000).toFixed(1)} s`;
  const rssVerdict = app.isolated
    ? `server RSS peak ${peakRss} MB (target < ${TARGETS.serverRssMb} MB: ${peakRss < TARGETS.serverRssMb ? 'met' : '**missed**'})`
    : `RSS of the bench process (server, PGlite and load generator together) peak ${peakRss} MB`;
  const planText = Object.entries(plans)
    .map(([name, list]) => {
      const slowest = list
        .map((p) => ({ ...p, ms: Number(/Execution Time: ([\d.]+)/.exec(p.plan)?.[1] ?? 0) }))
        .sort((a, b) => b.ms - a.ms)[0];
      return slowest
        ? `#### ${name}: slowest statement (${slowest.ms} ms)\n\n\`\`\`\n${slowest.plan}\n\`\`\``
        : '';
    })
    .join('\n\n');
  const markdown =
    `### Casework bench: ${database.kind}, scale ${stage.options.scale}: ${fill}\n\n${options.durationS} s per run in ${options.rounds} rounds, connections ${options.connections.join(', ')}; ` +
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rssVerdict}` +
    `${stale.length > 0 ? '\n\n**Warning: the raw-SQL floor is stale (see stderr).**' : ''}\n\n${markdownTable(results)}\n\n` +
    `${fanOut ? `${fanOutLine(fanOut)}\n\n` : ''}${planText ? `EXPLAIN ANALYZE of the scenarios that missed a target at 1 connection (all statements in the JSON):\n\n${planText}\n\n` : ''}`;
  return { report, markdown };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (options.summary) {
    const read = (file: string) =>
      (JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8')) as BenchReport).results;
    const large = read('latest.json');
    // A run without --compare-scale has no smaller run beside it: the growth columns stay empty.
    const smallFile = `latest-scale-${options.compareScale ?? 0.1}.json`;
    const small = existsSync(path.join(RESULTS_DIR, smallFile)) ? read(smallFile) : [];
    process.stdout.write(`${summaryTable(large, small)}\n`);
    return;
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'casework-bench-'));
  const stages: Stage[] = [];
  try {
    stages.push(await prepareStage(options, workDir, ''));
    if (options.compareScale !== undefined)
      stages.push(await prepareStage({ ...options, scale: options.compareScale }, workDir, '_compare'));
    const runs = await measureStages(stages, options);
    const main = await reportStage(stages[0]!, runs[0]!, options);
    process.stdout.write(`\n${main.markdown}`);
    writeJsonReport(main.report, path.join(RESULTS_DIR, 'latest.json'));
    log(`results written to ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'latest.json'))}`);
    if (options.compareScale === undefined) return;
    const small = await reportStage(stages[1]!, runs[1]!, options);
    process.stdout.write(`\n${small.markdown}`);
    writeJsonReport(small.report, path.join(RESULTS_DIR, `latest-scale-${options.compareScale}.json`));
    const labels: [string, string] = [`×${options.scale}`, `×${options.compareScale}`];
    process.stdout.write(
      `\n### Growth: scale ${options.scale} ÷ scale ${options.compareScale} (p50, measured in turn, round by round)\n\n${growthTable(main.report.results, small.report.results, labels)}\n\n` +
        `### Summary (the README's table)\n\n${summaryTable(main.report.results, small.report.results)}\n\n`,
    );
  } finally {
    for (const stage of [...stages].reverse()) await stage.close();
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
