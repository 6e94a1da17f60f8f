#!/usr/bin/env node
// `npm test`: type check and lint (side by side), unit and route tests on PGlite, the route tests again on PostgreSQL
// when TEST_DATABASE_URL is set, then the Playwright end-to-end suite in system Chromium. Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = mkdtempSync(path.join(tmpdir(), 'casework-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
/** Each failed test's place, name and first line of its reason, repeated in the summary: a log's tail names them. */
const failures = [];

function recordFailure(step, file, name, message = '') {
  const reason = stripVTControlCharacters(message).trim().split('\n')[0]?.slice(0, 240) ?? '';
  failures.push(
    `  ${step}: ${path.relative(process.cwd(), path.resolve(file))} › ${name}${reason ? `\n    ${reason}` : ''}`,
  );
}

/** Adds a step's line to the summary; answers whether it passed. */
function recordStep(label, ok, started, ended = Date.now()) {
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${Math.round((ended - started) / 1000)} s)`);
  return ok;
}

function run(label, command, args, env = {}) {
  process.stdout.write(`\n── ${label} ──\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return recordStep(label, result.status === 0, started);
}

/**
 * Runs several commands at once (each is single-threaded, so two use both cores of a small machine), keeping each
 * one's output together: printed under its label when it ends.
 */
async function runSideBySide(commands) {
  const results = await Promise.all(
    commands.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => {
            process.stdout.write(`\n── ${label} ──\n`);
            process.stdout.write(Buffer.concat(output));
            resolve({ label, ok: status === 0, started, ended: Date.now() });
          });
        }),
    ),
  );
  // Recorded in the order given, whichever ended first.
  return results.map(({ label, ok, started, ended }) => recordStep(label, ok, started, ended)).every(Boolean);
}

function countVitest(file, step) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const testFile of report.testResults ?? []) {
    const failed = (testFile.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) recordFailure(step, testFile.name, t.fullName, t.failureMessages?.[0]);
    // A file that failed before any test ran (an import error, a failing beforeAll) has no failed test of its own.
    if (testFile.status === 'failed' && failed.length === 0)
      recordFailure(step, testFile.name, '(the file)', testFile.message);
  }
}

function countPlaywright(file, step) {
  if (!existsSync(file)) return;
  const { stats, suites, config } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        recordFailure(step, path.resolve(config?.rootDir ?? '', spec.file ?? ''), name, last?.error?.message);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, []);
}

// The bad-input sweep (apps/server/test/bad-input.property.test.ts) runs 200 cases per route once per `npm test`:
// on PostgreSQL when it runs, else on PGlite; the other run keeps the quick default (40). `npm run resilience`
// runs 1,000. An explicit BAD_INPUT_RUNS wins everywhere.
const CI_BAD_INPUT_RUNS = process.env.BAD_INPUT_RUNS ?? '200';
const pgliteBadInputRuns = process.env.TEST_DATABASE_URL ? process.env.BAD_INPUT_RUNS : CI_BAD_INPUT_RUNS;

// The route tree is generated first: both the type check and the type-aware lint read it.
let ok = run('route tree', 'npm', ['run', '--silent', 'build:routes', '-w', '@casework/web']);
ok =
  (await runSideBySide([
    { label: 'type check', command: 'npm', args: ['run', '--silent', 'typecheck:projects'] },
    { label: 'lint', command: 'npx', args: ['eslint', '.'] },
  ])) && ok;

const pgliteReport = path.join(reports, 'vitest-pglite.json');
ok =
  run(
    'unit and route tests (PGlite)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`],
    pgliteBadInputRuns ? { BAD_INPUT_RUNS: pgliteBadInputRuns } : {},
  ) && ok;
countVitest(pgliteReport, 'PGlite');

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  ok =
    run(
      'route tests (PostgreSQL)',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgReport}`,
      ],
      { CASEWORK_TEST_DB: 'postgres', BAD_INPUT_RUNS: CI_BAD_INPUT_RUNS },
    ) && ok;
  countVitest(pgReport, 'PostgreSQL');
} else {
  steps.push('skip route tests (PostgreSQL): set TEST_DATABASE_URL to run them');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  ok = run('web build', 'npm', ['run', '--silent', 'build']) && ok;
  const e2eReport = path.join(reports, 'playwright.json');
  ok =
    run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    }) && ok;
  countPlaywright(e2eReport, 'end-to-end');
} else {
  const message = `No Chromium at ${chromium}: the end-to-end suite DID NOT RUN. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  process.stdout.write(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}\n`);
  steps.push(`${process.env.E2E_REQUIRED === '1' ? 'FAIL' : 'skip'} end-to-end: no Chromium`);
  if (process.env.E2E_REQUIRED === '1') ok = false;
}

process.stdout.write(`\n── summary ──\n${steps.join('\n')}\n\n`);
if (failures.length > 0) process.stdout.write(`failed tests:\n${failures.join('\n')}\n\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
