import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResilienceOptions, ResilienceReport, ResilienceScenario } from './scenario.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SWEEP = 'test/bad-input.property.test.ts';
const NAME = 'bad-input';
const CASES_PER_ROUTE = { quick: 200, full: 1_000 } as const;
/**
 * The sweep signs in once per vitest process and its access token lives 15 minutes (ACCESS_TOKEN_MINUTES): one
 * process for every route at 1,000 cases runs longer than that on a busy 2-core machine, and every route after the
 * expiry meets 401 instead of 400. Separate processes (BAD_INPUT_SHARD), one after the other, each with a fresh
 * app and token, keep each well under it.
 */
const SHARDS = { quick: 1, full: 4 } as const;
/** Tests of the sweep that are not route sweeps: "finds the routes" and the malformed-JSON check (in every shard). */
const NON_ROUTE_TESTS = 2;

/** The part of vitest's JSON report this scenario reads. */
interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    assertionResults?: { title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Runs one shard (k/n) of the sweep through vitest on PostgreSQL and resolves with the exit code (never rejects). */
function runSweep(
  options: ResilienceOptions,
  runs: number,
  shard: string,
  reportFile: string,
): Promise<number> {
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
          BAD_INPUT_SHARD: shard,
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

/**
 * What a failure says, on one line: fast-check's verdict ("Property failed after n tests"), its seed and path (to
 * replay it), the start of the counterexample and, when the report carries it, the assertion that failed.
 */
function failureSummary(message: string): string {
  const lines = message.split('\n').map((line) => line.trim());
  const replay = lines.find((line) => line.startsWith('{ seed:'));
  const counterexample = lines.find((line) => line.startsWith('Counterexample:'))?.slice(0, 200);
  const cause = lines.find((line) => /^Got (error|AssertionError)|AssertionError:/.test(line));
  return [lines[0], replay, counterexample, cause].filter(Boolean).join(' — ').slice(0, 600);
}

/** The failure lines of a report: the route (test title) and what failed. */
function failuresOf(report: VitestReport): string[] {
  return (report.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => test.status === 'failed')
    .map((test) => `${test.title}: ${failureSummary(test.failureMessages?.[0] ?? '')}`);
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
    const shards = SHARDS[options.mode];
    const dir = mkdtempSync(path.join(tmpdir(), 'casework-resilience-bad-input-'));
    const startedAt = performance.now();
    options.log(`bad input: ${runs} cases per route on PostgreSQL (vitest ${SWEEP}, ${shards} shard(s))`);
    try {
      let routes = 0;
      const failures: string[] = [];
      const problems: string[] = [];
      for (let k = 1; k <= shards; k++) {
        const shard = `${k}/${shards}`;
        const reportFile = path.join(dir, `vitest-${k}.json`);
        const exitCode = await runSweep(options, runs, shard, reportFile);
        if (!existsSync(reportFile)) {
          problems.push(
            `shard ${shard}: vitest exited with ${exitCode} and wrote no report; run it by hand to see why.`,
          );
          continue;
        }
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
        const shardFailures = failuresOf(report);
        failures.push(...shardFailures);
        routes += Math.max(0, (report.numPassedTests ?? 0) + (report.numFailedTests ?? 0) - NON_ROUTE_TESTS);
        if (exitCode !== 0 && shardFailures.length === 0)
          problems.push(`shard ${shard}: vitest exited with ${exitCode}.`);
        options.log(
          `  shard ${shard}: ${shardFailures.length} failed, ${Math.round((performance.now() - startedAt) / 1000)} s so far`,
        );
      }
      const seconds = Math.round((performance.now() - startedAt) / 1000);
      const passed = problems.length === 0 && failures.length === 0 && routes > 0;
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
          `Run as ${shards} vitest process(es) one after the other (BAD_INPUT_SHARD), each with its own app and sign-in.`,
          ...problems,
          ...failures.slice(0, 20),
        ],
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
