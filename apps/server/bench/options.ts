import { parseArgs } from 'node:util';

export interface BenchOptions {
  durationS: number;
  connections: number[];
  /** undefined: 100,000 on PostgreSQL, 20,000 on PGlite. */
  participants: number | undefined;
  /** undefined: twice the participants (200,000 beside 100,000 participants). */
  threads: number | undefined;
  /** undefined: five per thread (1,000,000 beside 200,000 threads). */
  messages: number | undefined;
  /** undefined: 500 times the scale. */
  staff: number | undefined;
  /** undefined: 50 times the scale. */
  teams: number | undefined;
  /** undefined: 10,000 times the scale. */
  services: number | undefined;
  /** undefined: twice the services. */
  locations: number | undefined;
  /** undefined: twenty per participant (2,000,000 beside 100,000 participants). */
  activityLogs: number | undefined;
  /** Average participant files (metadata rows) per participant. */
  filesPerParticipant: number;
  /** Outbox events of the webhook fan-out scenario (each delivered to every bench webhook). */
  webhookEvents: number;
  /** Webhooks subscribed to the fan-out's event type. */
  webhooks: number;
  /** Also run everything at this scale (e.g. 0.1) and print how each scenario's p50 grows to the main scale. */
  compareScale: number | undefined;
  /** Multiplies every size left to its default (participants, staff, teams, and so threads and messages). */
  scale: number;
  seed: number;
  warmupS: number;
  /** Each measured run alternates HTTP and raw SQL this many times, so both see the same load from elsewhere. */
  rounds: number;
  lastName: string;
  /**
   * Case-insensitive name fragments: only the scenarios whose name contains one of them run (the bare route always
   * does, as the ceiling), and the webhook fan-out only when one of them is "fan-out". undefined: everything.
   */
  only: string[] | undefined;
  keep: boolean;
  /** Print the README's summary table from the saved results of the last run (and its --compare-scale run), run nothing. */
  summary: boolean;
  help: boolean;
}

const SPEC = {
  duration: { type: 'string' },
  connections: { type: 'string' },
  participants: { type: 'string' },
  threads: { type: 'string' },
  messages: { type: 'string' },
  staff: { type: 'string' },
  teams: { type: 'string' },
  services: { type: 'string' },
  locations: { type: 'string' },
  'activity-logs': { type: 'string' },
  'files-per-participant': { type: 'string' },
  'webhook-events': { type: 'string' },
  webhooks: { type: 'string' },
  'compare-scale': { type: 'string' },
  scale: { type: 'string' },
  seed: { type: 'string' },
  warmup: { type: 'string' },
  rounds: { type: 'string' },
  'last-name': { type: 'string' },
  only: { type: 'string' },
  keep: { type: 'boolean' },
  summary: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const USAGE = `npm run bench -- [options]      (from the repository root or apps/server)

  --duration S         seconds per measured run (default 5)
  --connections LIST   concurrent connections, comma-separated (default 1,32)
  --scale F            multiplies every size left to its default: --scale 0.1 is the organisation at 1/10
                       (10,000 participants, 50 staff, 5 teams, 20,000 threads, 100,000 messages on PostgreSQL)
  --participants N     participants to generate (default 100000 on PostgreSQL, 20000 on PGlite); threads and
                       messages follow it, staff and teams do not: --participants 10000 keeps 500 staff, so
                       every inbox holds a tenth as many threads
  --threads N          threads to generate (default twice the participants)
  --messages N         messages to generate, at least one per thread (default five per thread)
  --staff N            staff members to generate (default 500, times the scale)
  --teams N            teams to generate (default 50, times the scale)
  --services N         directory services to generate (default 10000, times the scale)
  --locations N        directory locations to generate (default twice the services)
  --activity-logs N    activity-log rows over two years (default twenty per participant: 2,000,000)
  --files-per-participant F  average participant files (metadata only) per participant (default 2.5)
  --webhook-events N   outbox events of the webhook fan-out scenario (default 1000)
  --webhooks N         webhooks that receive each fan-out event (default 3)
  --compare-scale F    also fill the organisation at this scale (e.g. 0.1), in a second database with an app of its
                       own, measure each scenario at both scales in turn, round by round, and print the growth
                       ratio of each (p50 at --scale ÷ p50 at F) against the 1.3× target
  --seed N             seed of the data generator (default 1)
  --warmup S           warm-up seconds per scenario, not measured (default 1; 0 skips)
  --rounds N           alternate the HTTP and raw-SQL measurement of a run N times, duration/N each, so both
                       see the same load from other processes on the machine (default 3)
  --last-name PREFIX   last-name prefix of the staff search scenario (default Jo)
  --only LIST          run only the scenarios whose name contains one of these comma-separated fragments
                       (case-insensitive; the bare route always runs), and the webhook fan-out only if the list
                       holds "fan-out": --only sign-in,fan-out
  --keep               keep the bench database (casework_bench, or the PGlite directory)
  --summary            run nothing: print the README's table (one row per scenario, the growth beside it) from
                       bench/results/latest.json and latest-scale-F.json (F from --compare-scale, default 0.1)

  PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set: the bench creates a fresh database
  casework_bench on that server. Otherwise PGlite in a temporary directory.`;

/**
 * "npm run bench --duration 2" (no "--" before the flags, or a script that forwards without "--") makes npm take the
 * flags for its own config: it sets npm_config_duration=true and passes "2" on as a bare argument. Recover those
 * (unambiguous only when one value flag is affected; "--duration=2" always survives as npm_config_duration=2).
 */
function recoverFromNpm(
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  env: NodeJS.ProcessEnv,
) {
  const rest = [...positionals];
  if (env.npm_lifecycle_event === 'bench') {
    const swallowed: string[] = [];
    for (const [name, spec] of Object.entries(SPEC)) {
      const fromNpm = env[`npm_config_${name.replaceAll('-', '_')}`];
      if (fromNpm === undefined || values[name] !== undefined || name === 'help') continue;
      if (spec.type === 'boolean') values[name] = fromNpm !== 'false';
      else if (fromNpm !== 'true') values[name] = fromNpm;
      else swallowed.push(name);
    }
    if (swallowed.length === 1 && rest.length === 1) values[swallowed[0]!] = rest.pop();
    else if (swallowed.length > 0) {
      throw new Error(
        `npm kept --${swallowed.join(', --')} for itself. Write them as --name=value, or run ` +
          `"npm run bench -w @casework/server -- ${swallowed.map((s) => `--${s} VALUE`).join(' ')}".`,
      );
    }
  }
  if (rest.length > 0) throw new Error(`Unexpected argument(s): ${rest.join(' ')}\n\n${USAGE}`);
}

function positiveNumber(
  name: string,
  value: string | boolean | undefined,
  fallback: number,
  { integer = true, min = 1 } = {},
) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new Error(
      `--${name} must be ${integer ? 'an integer' : 'a number'} of at least ${min} (got "${String(value)}").`,
    );
  }
  return n;
}

function onlyList(value: string | boolean | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const fragments = String(value)
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f.length > 0);
  if (fragments.length === 0) throw new Error('--only needs at least one scenario name fragment.');
  return fragments;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const parsed = parseArgs({ args: argv, options: SPEC, allowPositionals: true, strict: true });
  const values: Record<string, string | boolean | undefined> = { ...parsed.values };
  recoverFromNpm(values, parsed.positionals, env);
  const connections = String(values.connections ?? '1,32')
    .split(',')
    .map((c) => positiveNumber('connections', c.trim(), 1));
  return {
    durationS: positiveNumber('duration', values.duration, 5, { integer: false, min: 0.5 }),
    connections: [...new Set(connections)],
    participants:
      values.participants === undefined
        ? undefined
        : positiveNumber('participants', values.participants, 0, { min: 0 }),
    threads:
      values.threads === undefined ? undefined : positiveNumber('threads', values.threads, 0, { min: 0 }),
    messages:
      values.messages === undefined ? undefined : positiveNumber('messages', values.messages, 0, { min: 0 }),
    staff: values.staff === undefined ? undefined : positiveNumber('staff', values.staff, 0, { min: 0 }),
    teams: values.teams === undefined ? undefined : positiveNumber('teams', values.teams, 0),
    services: values.services === undefined ? undefined : positiveNumber('services', values.services, 1),
    locations: values.locations === undefined ? undefined : positiveNumber('locations', values.locations, 1),
    activityLogs:
      values['activity-logs'] === undefined
        ? undefined
        : positiveNumber('activity-logs', values['activity-logs'], 0, { min: 0 }),
    filesPerParticipant: positiveNumber('files-per-participant', values['files-per-participant'], 2.5, {
      integer: false,
      min: 0,
    }),
    webhookEvents: positiveNumber('webhook-events', values['webhook-events'], 1000, { min: 0 }),
    webhooks: positiveNumber('webhooks', values.webhooks, 3),
    compareScale:
      values['compare-scale'] === undefined
        ? undefined
        : positiveNumber('compare-scale', values['compare-scale'], 1, { integer: false, min: 0.001 }),
    scale: positiveNumber('scale', values.scale, 1, { integer: false, min: 0.001 }),
    seed: positiveNumber('seed', values.seed, 1, { min: 0 }),
    warmupS: positiveNumber('warmup', values.warmup, 1, { integer: false, min: 0 }),
    rounds: positiveNumber('rounds', values.rounds, 3),
    lastName: String(values['last-name'] ?? 'Jo'),
    only: onlyList(values.only),
    keep: values.keep === true,
    summary: values.summary === true,
    help: values.help === true,
  };
}
