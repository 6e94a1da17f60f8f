import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Measurement } from './latency.ts';
import type { HttpMeasurement } from './measure.ts';

export interface ScenarioResult {
  scenario: string;
  path: string;
  connections: number;
  http: HttpMeasurement;
  /** The same statements straight against the database, same concurrency and duration; null for the bare route. */
  rawSql: Measurement | null;
  /** HTTP p50 divided by raw-SQL p50: what the app adds on top of its queries. */
  p50VsRawSql: number | null;
  /** HTTP req/s divided by the bare route's req/s at the same concurrency. */
  rpsVsBare: number | null;
  /** Resident set size of the bench process (server, load-generator thread and, on PGlite, the database) after the run. */
  rssMb: number;
  /** V8 heap in use in the main thread (server and raw-SQL runner) after the run. */
  heapUsedMb: number;
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  environment: { node: string; platform: string; cpus: number; cpuModel: string; rssAtStartMb: number };
  database: Record<string, unknown>;
  options: Record<string, unknown>;
  results: ScenarioResult[];
  statements: Record<string, { sql: string; params: unknown[]; rows: number }[]>;
  /** false when a raw-SQL statement is not what the repositories send today (scenarios.ts needs updating). */
  rawSqlMatchesRepositories: boolean;
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);

/** Adds the ratios once every run is in (the bare route runs first, but this does not depend on order). */
export function withRatios(
  results: Omit<ScenarioResult, 'p50VsRawSql' | 'rpsVsBare'>[],
  bareName: string,
): ScenarioResult[] {
  return results.map((r) => {
    const bare = results.find((b) => b.scenario === bareName && b.connections === r.connections);
    return {
      ...r,
      p50VsRawSql: r.rawSql ? ratio(r.http.p50, r.rawSql.p50) : null,
      rpsVsBare: bare && r.scenario !== bareName ? ratio(r.http.perSecond, bare.http.perSecond) : null,
    };
  });
}

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const times = (n: number | null) => (n === null ? '' : `${n.toFixed(2)}×`);

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
    'RSS MB',
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i < 1 ? '---' : '---:')).join(' | ')} |`,
  ];
  for (const r of results) {
    const h = r.http;
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${h.perSecond.toFixed(0)} | ${ms(h.p50)} | ${ms(h.p95)} | ${ms(h.p99)} | ${h.errors} | ${times(r.p50VsRawSql)} | ${times(r.rpsVsBare)} | ${r.rssMb} |`,
    );
    const s = r.rawSql;
    if (s) {
      lines.push(
        `| ↳ raw SQL floor | ${r.connections} | ${s.perSecond.toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.errors} | | | |`,
      );
    }
  }
  return lines.join('\n');
}

export function writeJsonReport(report: BenchReport, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
