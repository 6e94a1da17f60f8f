import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResilienceOptions, ResilienceReport, ResilienceScenario } from './scenario.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SWEEP = 'test/bad-input.property.test.ts';
const NAME = 'bad-input';
const CASES_PER_ROUTE = { quick: 200, full: 1_000 } as const;

/** The part of vitest's JSON report this scenario reads. */
interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    assertionResults?: { title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Runs the sweep through vitest on PostgreSQL and resolves with the exit code (never rejects). */
function runSweep(options: ResilienceOptions, runs: number, reportFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'server', SWEEP, '--reporter=json', `--outputFile.json=${reportFile}`],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          CASEWORK_TEST_DB: 'postgres',
          TEST_DATABASE_URL: options.databaseUrl,
          BAD_INPUT_RUNS: String(runs),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) options.log(`  vitest: ${line.trim()}`);
    });
    child.once('error', (error) => {
      options.log(`could not start vitest: ${String(error)}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** The failure lines of a report: the route (test title) and the first line of its message. */
function failuresOf(report: VitestReport): string[] {
  return (report.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => test.status === 'failed')
    .map((test) => `${test.title}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 300)}`);
}

/**
 * The property-based bad-input sweep (apps/server/test/bad-input.property.test.ts) at 1,000 invalid cases per route
 * (200 in quick mode) on PostgreSQL: no 5xx, no stack trace or SQL in any body, 400 for what a schema refuses.
 */
export const badInputScenario: ResilienceScenario = {
  name: NAME,
  summary:
    'Property-based invalid params, queries and bodies against every route (1,000 cases each; quick: 200)',
  async run(options: ResilienceOptions): Promise<ResilienceReport> {
    const runs = CASES_PER_ROUTE[options.mode];
    const dir = mkdtempSync(path.join(tmpdir(), 'casework-resilience-bad-input-'));
    const reportFile = path.join(dir, 'vitest.json');
    const startedAt = performance.now();
    options.log(`bad input: ${runs} cases per route on PostgreSQL (vitest ${SWEEP})`);
    try {
      const exitCode = await runSweep(options, runs, reportFile);
      const seconds = Math.round((performance.now() - startedAt) / 1000);
      if (!existsSync(reportFile)) {
        return {
          name: NAME,
          passed: false,
          figures: { 'cases per route': runs, seconds: seconds },
          notes: [`vitest exited with ${exitCode} and wrote no report; run it by hand to see why.`],
        };
      }
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
      const failures = failuresOf(report);
      const tests = (report.numPassedTests ?? 0) + (report.numFailedTests ?? 0);
      // Two of the tests are not route sweeps: "finds the routes" and the malformed-JSON check.
      const routes = Math.max(0, tests - 2);
      const passed = exitCode === 0 && failures.length === 0 && routes > 0;
      return {
        name: NAME,
        passed,
        figures: {
          routes: routes,
          'cases per route': runs,
          cases: routes * runs,
          'failed routes': failures.length,
          seconds: seconds,
        },
        notes: [
          'Checked: never a 5xx; no stack trace, SQL or database error text in any body; 400 with field errors ' +
            'for whatever a route schema refuses.',
          ...(exitCode !== 0 && failures.length === 0 ? [`vitest exited with ${exitCode}.`] : []),
          ...failures.slice(0, 20),
        ],
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
