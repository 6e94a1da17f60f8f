import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { seedDemoOrganisation } from '#src/db/seed/seed.ts';
import { openBenchDatabase } from './bench-database.ts';
import { generateData } from './generate-data.ts';
import { generateDirectory } from './generate-directory.ts';
import { buildDirectoryScenarios } from './directory-scenarios.ts';
import { createRandom } from './prng.ts';
import { mergeParts, type Sampled } from './latency.ts';
import { measureRawSql, startLoadGenerator, type HttpMeasurement } from './measure.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import {
  markdownTable,
  withRatios,
  writeJsonReport,
  type BenchReport,
  type ScenarioResult,
} from './report.ts';
import { buildParticipantScenarios, participantScenarioContext } from './participant-scenarios.ts';
import { buildScenarios, executeWith, type Execute, type Scenario } from './scenarios.ts';
import { signInAs, startApp, startBareServer } from './servers.ts';
import { repositoryStatements } from './sql-drift.ts';
import { buildThreadScenarios, threadScenarioContext } from './thread-scenarios.ts';

const BENCH_USER = 'staff@example.org';
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'latest.json');
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** Status codes counted over several runs. */
function addCounts(counts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const byCode of counts)
    for (const [code, n] of Object.entries(byCode)) total[code] = (total[code] ?? 0) + n;
  return total;
}

/** Runs each scenario once and checks its status; records the raw-SQL statements with their row counts. */
async function preflight(scenarios: Scenario[], urlOf: (s: Scenario) => string, execute: Execute) {
  const dialect = new PgDialect();
  const statements: BenchReport['statements'] = {};
  for (const scenario of scenarios) {
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
      `${scenario.name}: 200${total === undefined ? '' : `, total ${total}`}; raw SQL rows ${recorded.map((s) => s.rows).join(' + ')}`,
    );
  }
  return statements;
}

async function bench(options: BenchOptions, workDir: string): Promise<void> {
  const startedAt = new Date();
  const target = await openBenchDatabase(process.env, workDir);
  const { database } = target;
  const cleanups: (() => Promise<void>)[] = [() => target.dispose(options.keep)];
  try {
    log(`database: ${target.where}`);
    await database.migrate();
    await seedDemoOrganisation(database.db);
    const scaled = (n: number) => Math.max(1, Math.round(n * options.scale));
    const participants = options.participants ?? scaled(database.kind === 'postgres' ? 100_000 : 20_000);
    const staff = options.staff ?? scaled(500);
    const teams = options.teams ?? scaled(50);
    const threads = options.threads ?? participants * 2;
    const messages = Math.max(threads, options.messages ?? threads * 5);
    log(
      `filling: ${staff} staff, ${teams} teams, ${participants} participants, ${threads} threads, ${messages} messages (seed ${options.seed}) ...`,
    );
    const data = await generateData(database.db, {
      staff,
      teams,
      participants,
      threads,
      messages,
      seed: options.seed,
    });
    log(
      `filled in ${(data.fillMs / 1000).toFixed(1)} s: ${data.users} users, ${data.teamMemberships} memberships, ${data.sessions} past sessions, ${data.threadAssignments} thread assignments, ${data.readMarkers} read markers`,
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

    const { app, url: appUrl } = await startApp(database, { workDir, databaseUrl: target.url });
    cleanups.unshift(() => app.close());
    const { bare, url: bareUrl } = await startBareServer();
    cleanups.unshift(() => bare.close());
    const load = startLoadGenerator();
    cleanups.unshift(() => load.close());

    const identity = await signInAs(app, database, BENCH_USER);
    const context = { ...identity, lastNamePrefix: options.lastName };
    const scenarios = buildScenarios(context);
    scenarios.push(
      ...(await buildParticipantScenarios(database, await participantScenarioContext(database, context))),
      ...(await buildThreadScenarios(database, await threadScenarioContext(app, database))),
      ...(await buildDirectoryScenarios(database, context)),
    );
    const urlOf = (s: Scenario) => `${s.target === 'bare' ? bareUrl : appUrl}${s.path}`;
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
    const rssAtStartMb = Math.round(process.memoryUsage().rss / 1_048_576);

    const runs: Omit<ScenarioResult, 'p50VsRawSql' | 'rpsVsBare'>[] = [];
    const peak = Math.max(...options.connections);
    for (const scenario of scenarios) {
      const job = (connections: number, durationS: number) => ({
        url: urlOf(scenario),
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
        rotate: scenario.rotate,
        connections,
        durationS,
      });
      const raw = scenario.rawSql && (() => scenario.rawSql!(execute));
      if (options.warmupS > 0) {
        await load.run(job(peak, options.warmupS));
        if (raw) await measureRawSql(raw, peak, options.warmupS);
      }
      for (const connections of options.connections) {
        log(`${scenario.name} with ${connections} connection(s) ...`);
        // HTTP and raw SQL take turns, so a burst of load from elsewhere on the machine falls on both alike.
        const slice = options.durationS / options.rounds;
        const httpParts: Sampled<HttpMeasurement>[] = [];
        const rawParts: Sampled[] = [];
        for (let round = 0; round < options.rounds; round += 1) {
          httpParts.push(await load.run(job(connections, slice)));
          if (raw) rawParts.push(await measureRawSql(raw, connections, slice));
        }
        const http = {
          ...mergeParts(httpParts),
          statusCodes: addCounts(httpParts.map((p) => p.statusCodes)),
        };
        const memory = process.memoryUsage();
        const [rssMb, heapUsedMb] = [memory.rss, memory.heapUsed].map((bytes) =>
          Math.round(bytes / 1_048_576),
        ) as [number, number];
        const rawSql = raw ? mergeParts(rawParts) : null;
        runs.push({
          scenario: scenario.name,
          path: scenario.path,
          connections,
          http,
          rawSql,
          rssMb,
          heapUsedMb,
        });
      }
    }

    const results = withRatios(runs, scenarios[0]!.name);
    const report: BenchReport = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      environment: {
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? '',
        rssAtStartMb,
      },
      database: { kind: database.kind, where: target.where, ...data, directory },
      options: {
        ...options,
        participants,
        staff,
        teams,
        threads,
        messages,
        services,
        locations,
        user: BENCH_USER,
      },
      results,
      statements,
      rawSqlMatchesRepositories: stale.length === 0,
    };
    writeJsonReport(report, RESULTS_FILE);
    const fill = `${data.participants.toLocaleString('en')} participants, ${data.staff} staff, ${data.teams} teams, ${data.threads.toLocaleString('en')} threads, ${data.messages.toLocaleString('en')} messages, ${services.toLocaleString('en')} services at ${locations.toLocaleString('en')} locations; filled in ${((data.fillMs + directory.fillMs) / 1000).toFixed(1)} s; directory search index rebuilt in ${(directory.indexMs / 1000).toFixed(2)} s`;
    process.stdout.write(
      `\n### Casework bench: ${database.kind}, ${fill}\n\n${options.durationS} s per run in ${options.rounds} rounds, connections ${options.connections.join(', ')}; ` +
        `RSS ${rssAtStartMb} MB before the first run${stale.length > 0 ? '\n\n**Warning: the raw-SQL floor is stale (see stderr).**' : ''}\n\n${markdownTable(results)}\n\n`,
    );
    log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  } finally {
    for (const cleanup of cleanups)
      await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    if (options.keep) log(`kept: ${target.where}`);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'casework-bench-'));
  try {
    await bench(options, workDir);
  } finally {
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
