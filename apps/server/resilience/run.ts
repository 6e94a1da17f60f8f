import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ResilienceReport } from './scenario.ts';
import { SCENARIOS } from './scenarios.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const FIGURES_FILE = path.join(REPO_ROOT, 'docs/figures/resilience.json');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const HELP = `npm run resilience -- [--quick | --full] [--only name,...] [--help]

Fault and load scenarios against the real server (child processes) on PostgreSQL. Each scenario creates and
drops its own database (casework_resilience_*) on RESILIENCE_DATABASE_URL (default ${DEFAULT_DATABASE_URL}).
Prints a markdown table, writes docs/figures/resilience.json, exits 1 when a scenario failed.

  --quick   short runs (default)
  --full    the sizes and durations issue 9 names
  --only    run only these scenarios

Scenarios:
${SCENARIOS.map((s) => `  ${s.name.padEnd(18)} ${s.summary}`).join('\n')}
`;

/** The reports of the last run, if docs/figures/resilience.json holds any. */
/** Where and how a report was measured: kept with each report, since a partial run keeps the others' figures. */
interface RunInfo {
  command: string;
  mode: string;
  startedAt: string;
  machine: { cpus: string; memoryGb: number; node: string; platform: string };
}
type StoredReport = ResilienceReport & { run?: RunInfo };

/** The reports of the last figures file, each with its run (files before per-report runs had one for all). */
function previousReports(): StoredReport[] {
  try {
    const stored = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Partial<RunInfo> & {
      reports?: StoredReport[];
    };
    const fileRun =
      stored.command && stored.mode && stored.startedAt && stored.machine
        ? { command: stored.command, mode: stored.mode, startedAt: stored.startedAt, machine: stored.machine }
        : undefined;
    return (stored.reports ?? []).map((report) => ({ ...report, run: report.run ?? fileRun }));
  } catch {
    return [];
  }
}

/** The markdown table of every report: one row per figure. */
export function markdownTable(reports: ResilienceReport[]): string {
  const lines = ['| scenario | figure | value | result |', '| --- | --- | --- | --- |'];
  for (const report of reports) {
    const result = report.passed ? 'pass' : '**FAIL**';
    const figures = Object.entries(report.figures);
    if (figures.length === 0) lines.push(`| ${report.name} | – | – | ${result} |`);
    figures.forEach(([label, value], i) =>
      lines.push(`| ${i === 0 ? report.name : ''} | ${label} | ${value} | ${i === 0 ? result : ''} |`),
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      full: { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const mode = values.full ? 'full' : 'quick';
  const wanted = values.only
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = wanted?.filter((n) => !SCENARIOS.some((s) => s.name === n)) ?? [];
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown scenario: ${unknown.join(', ')}. Known: ${SCENARIOS.map((s) => s.name).join(', ')}\n`,
    );
    return 2;
  }
  const selected = wanted ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;
  const databaseUrl = process.env.RESILIENCE_DATABASE_URL || DEFAULT_DATABASE_URL;
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const reports: ResilienceReport[] = [];
  const startedAt = new Date();
  for (const scenario of selected) {
    log(`\n== ${scenario.name} (${mode})`);
    const began = performance.now();
    let report: ResilienceReport;
    try {
      report = await scenario.run({ databaseUrl, mode, log });
    } catch (error) {
      report = {
        name: scenario.name,
        passed: false,
        figures: {},
        notes: [`crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`],
      };
    }
    report.figures['duration s'] ??= Math.round((performance.now() - began) / 100) / 10;
    reports.push(report);
    log(`${scenario.name}: ${report.passed ? 'pass' : 'FAIL'}`);
    for (const note of report.notes) log(`  - ${note}`);
  }
  process.stdout.write(`\n${markdownTable(reports)}\n`);
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  // A partial run (--only) keeps the other scenarios' last figures.
  const kept = wanted ? previousReports().filter((r) => !reports.some((n) => n.name === r.name)) : [];
  const run: RunInfo = {
    command: `npm run resilience -- --${mode}${wanted ? ` --only ${wanted.join(',')}` : ''}`,
    mode,
    startedAt: startedAt.toISOString(),
    machine: {
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
  };
  const stored: StoredReport[] = [...kept, ...reports.map((report) => ({ ...report, run }))];
  writeFileSync(FIGURES_FILE, `${JSON.stringify({ reports: stored }, null, 2)}\n`);
  log(`\nFigures written to ${path.relative(REPO_ROOT, FIGURES_FILE)}`);
  return reports.every((r) => r.passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `resilience run failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
