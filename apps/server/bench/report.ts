import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Measurement } from './latency.ts';
import type { CpuPerOperation } from './cpu.ts';
import type { FanOutResult } from './fan-out.ts';
import type { HttpMeasurement } from './measure.ts';

/** What a scenario is held to (issue 9): reads and writes have targets; sign-in and the ceiling are reported only. */
export type ScenarioClass = 'ceiling' | 'read' | 'write' | 'sign-in';

/** Issue 9 targets. */
export const TARGETS = {
  readP95Ms: 30,
  readVsRawSql: 2,
  writeP95Ms: 50,
  /** Latency at ten times the data, at most this many times the latency at a tenth. */
  growth: 1.3,
  serverRssMb: 300,
} as const;

export interface ScenarioResult {
  scenario: string;
  class: ScenarioClass;
  path: string;
  connections: number;
  http: HttpMeasurement;
  /** The same statements straight against the database, same concurrency and duration; null for the bare route. */
  rawSql: Measurement | null;
  /** HTTP p50 divided by raw-SQL p50: what the app adds on top of its queries. */
  p50VsRawSql: number | null;
  /** HTTP req/s divided by the bare route's req/s at the same concurrency. */
  rpsVsBare: number | null;
  /**
   * Peak resident set size of the server's process during the run (sampled every 100 ms from /proc): the app alone
   * on PostgreSQL (a child process); on PGlite the bench process (server, database, load generator and raw SQL).
   */
  rssMb: number;
  /**
   * CPU per operation, in µs: for HTTP, the server's process and every PostgreSQL process; for the raw SQL, the
   * bench's process (the client sending the statements) and PostgreSQL. What the app costs beside its queries, and
   * whether its queries cost the database more than the floor's, whatever else the machine was doing.
   */
  cpu: { http: CpuPerOperation; rawSql: CpuPerOperation | null };
  /** V8 heap in use in the bench's main thread after the run. */
  heapUsedMb: number;
  /** The targets this run is held to, and which it misses (empty: all met; null: no target). */
  missed: string[] | null;
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  environment: { node: string; platform: string; cpus: number; cpuModel: string; rssAtStartMb: number };
  database: Record<string, unknown>;
  options: Record<string, unknown>;
  results: ScenarioResult[];
  fanOut: FanOutResult | null;
  /** EXPLAIN (ANALYZE, BUFFERS) of each statement of the scenarios that missed a target at 1 connection. */
  plans: Record<string, { sql: string; plan: string }[]>;
  statements: Record<string, { sql: string; params: unknown[]; rows: number }[]>;
  /** false when a raw-SQL statement is not what the repositories send today (scenarios.ts needs updating). */
  rawSqlMatchesRepositories: boolean;
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);

/** Adds the ratios once every run is in (the bare route runs first, but this does not depend on order). */
export function withRatios(
  results: Omit<ScenarioResult, 'p50VsRawSql' | 'rpsVsBare' | 'missed'>[],
  bareName: string,
): ScenarioResult[] {
  return results.map((r) => {
    const bare = results.find((b) => b.scenario === bareName && b.connections === r.connections);
    const withRatio = {
      ...r,
      p50VsRawSql: r.rawSql ? ratio(r.http.p50, r.rawSql.p50) : null,
      rpsVsBare: bare && r.scenario !== bareName ? ratio(r.http.perSecond, bare.http.perSecond) : null,
    };
    return { ...withRatio, missed: missedTargets(withRatio) };
  });
}

/** The issue 9 targets a run misses; null for a scenario without targets (ceiling, sign-in). */
export function missedTargets(r: Pick<ScenarioResult, 'class' | 'http' | 'p50VsRawSql'>): string[] | null {
  const missed: string[] = [];
  if (r.class === 'read') {
    if (r.http.p95 >= TARGETS.readP95Ms) missed.push(`p95 ≥ ${TARGETS.readP95Ms} ms`);
    if (r.p50VsRawSql !== null && r.p50VsRawSql > TARGETS.readVsRawSql)
      missed.push(`> ${TARGETS.readVsRawSql}× raw SQL`);
  } else if (r.class === 'write') {
    if (r.http.p95 >= TARGETS.writeP95Ms) missed.push(`p95 ≥ ${TARGETS.writeP95Ms} ms`);
  } else return null;
  if (r.http.errors > 0) missed.push(`errors: ${failuresOf(r.http)}`);
  return missed;
}

/** "1178 × 429, 3 × 503, 2 without an answer": which answers failed, so a limit reached is not read as slowness. */
function failuresOf(http: Pick<HttpMeasurement, 'errors' | 'statusCodes'>): string {
  const answered = Object.entries(http.statusCodes).filter(([code]) => !code.startsWith('2'));
  const parts = answered.map(([code, n]) => `${n} × ${code}`);
  const unanswered = http.errors - answered.reduce((sum, [, n]) => sum + n, 0);
  if (unanswered > 0) parts.push(`${unanswered} without an answer`);
  return parts.join(', ');
}

const verdict = (missed: string[] | null) =>
  missed === null ? '' : missed.length === 0 ? 'met' : `**missed** (${missed.join(', ')})`;

const ms = (n: number) => n.toFixed(n < 0.1 ? 3 : n < 10 ? 2 : n < 100 ? 1 : 0);
const times = (n: number | null) => (n === null ? '' : `${n.toFixed(2)}×`);

/** "212 + 95": the CPU µs per operation of the app (or the raw SQL's client) and of the database, where known. */
export function cpuCell(cpu: CpuPerOperation | undefined): string {
  if (!cpu || cpu.serverUs === null) return '';
  return `${cpu.serverUs ?? '?'} + ${cpu.databaseUs ?? '?'}`;
}

/** The results as a Markdown table: each API row is followed by its raw-SQL floor. */
export function markdownTable(results: ScenarioResult[]): string {
  const head = [
    'scenario',
    'conn',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'p50 ÷ SQL p50',
    'req/s ÷ bare',
    'CPU µs/op: app + db',
    'server RSS MB',
    'target',
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i < 1 ? '---' : '---:')).join(' | ')} |`,
  ];
  for (const r of results) {
    const h = r.http;
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${h.perSecond.toFixed(0)} | ${ms(h.p50)} | ${ms(h.p95)} | ${ms(h.p99)} | ${h.errors} | ${times(r.p50VsRawSql)} | ${times(r.rpsVsBare)} | ${cpuCell(r.cpu?.http)} | ${r.rssMb} | ${verdict(r.missed)} |`,
    );
    const s = r.rawSql;
    if (s) {
      lines.push(
        `| ↳ raw SQL floor | ${r.connections} | ${s.perSecond.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.errors} | | | ${cpuCell(r.cpu?.rawSql ?? undefined)} | | |`,
      );
    }
  }
  return lines.join('\n');
}

/** The fan-out result as a short Markdown paragraph. */
export function fanOutLine(f: FanOutResult): string {
  const l = f.latency;
  return (
    `Webhook fan-out: ${f.events} outbox events × ${f.webhooks} webhooks = ${f.deliveries} deliveries, ${f.delivered} received` +
    `${f.duplicates > 0 ? ` (+${f.duplicates} repeated)` : ''} in ${f.durationS} s: **${f.eventsPerSecond} events/s** ` +
    `(${f.deliveriesPerSecond} deliveries/s); event commit → receipt p50 ${ms(l.p50)} / p95 ${ms(l.p95)} / p99 ${ms(l.p99)} ms` +
    `${f.serverRssPeakMb === null ? '' : `; server RSS peak ${f.serverRssPeakMb} MB`}.`
  );
}

/** How a scenario is matched between two scales: its name without the sizes in it (inbox sizes, typo names). */
export const scaleKey = (r: Pick<ScenarioResult, 'scenario' | 'connections'>) =>
  `${r.scenario.replace(/lastName=\S+ \(typo\)/, 'lastName=… (typo)').replace(/\d[\d,.]*/g, '#')} @${r.connections}`;

/**
 * Why two stages of one bench cannot be measured side by side, or null when they can: the same scenarios in the same
 * order, told apart only by the sizes in their names (the scenario names of the larger stage, then of the smaller).
 */
export function stagesDiffer(larger: readonly string[], smaller: readonly string[]): string | null {
  const keys = (names: readonly string[]) => names.map((scenario) => scaleKey({ scenario, connections: 0 }));
  const [a, b] = [keys(larger), keys(smaller)];
  const at = a.findIndex((key, i) => key !== b[i]);
  if (at === -1 && a.length === b.length) return null;
  const index = at === -1 ? Math.min(a.length, b.length) : at;
  return `scenario ${index + 1} is "${larger[index] ?? '(none)'}" in one stage and "${smaller[index] ?? '(none)'}" in the other`;
}

/** Growth per scenario and concurrency: p50 at the larger scale ÷ p50 at the smaller one, against the target. */
export function growthTable(
  large: ScenarioResult[],
  small: ScenarioResult[],
  labels: [string, string],
): string {
  const lines = [
    `| scenario | conn | p50 ms ${labels[0]} | p50 ms ${labels[1]} | growth | target ≤ ${TARGETS.growth}× |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  const byKey = new Map(small.map((r) => [scaleKey(r), r]));
  for (const r of large) {
    const other = byKey.get(scaleKey(r));
    if (!other || r.class === 'ceiling') continue;
    const growth = ratio(r.http.p50, other.http.p50);
    const met =
      r.class === 'sign-in' || growth === null ? '' : growth <= TARGETS.growth ? 'met' : '**missed**';
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${ms(r.http.p50)} | ${ms(other.http.p50)} | ${times(growth)} | ${met} |`,
    );
  }
  return lines.join('\n');
}

/**
 * One row per scenario, as the README shows a full run beside its 1/10 run: at 1 connection p50 / p95 / p99 and the
 * ratio to the floor, at 32 connections p95 and req/s, the 1/10 p50, the growth, and the verdicts at 1 connection.
 */
export function summaryTable(large: ScenarioResult[], small: ScenarioResult[]): string {
  const lines = [
    '| scenario | 1 connection: p50 / p95 / p99 ms · ÷ raw SQL (floor p50) | 32 connections: p95 ms · req/s | 1/10 data, 1 connection: p50 ms | growth ×10 data | targets at 1 connection |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  const byKey = new Map(small.map((r) => [scaleKey(r), r]));
  const [fewest, most] = [
    Math.min(...large.map((r) => r.connections)),
    Math.max(...large.map((r) => r.connections)),
  ];
  for (const one of large.filter((r) => r.connections === fewest)) {
    const many = large.find((r) => r.scenario === one.scenario && r.connections === most);
    const tenth = byKey.get(scaleKey(one));
    const h = one.http;
    const floor = one.rawSql ? ` · ${times(one.p50VsRawSql)} (floor ${ms(one.rawSql.p50)})` : '';
    const atMany = many && many !== one ? `${ms(many.http.p95)} · ${many.http.perSecond.toFixed(0)}` : '';
    const growth = tenth ? times(ratio(h.p50, tenth.http.p50)) : '';
    const target = one.class === 'ceiling' ? 'ceiling' : verdict(one.missed);
    lines.push(
      `| ${one.scenario} | ${ms(h.p50)} / ${ms(h.p95)} / ${ms(h.p99)}${floor} | ${atMany} | ${tenth ? ms(tenth.http.p50) : ''} | ${growth} | ${target} |`,
    );
  }
  return lines.join('\n');
}

export function writeJsonReport(report: unknown, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
