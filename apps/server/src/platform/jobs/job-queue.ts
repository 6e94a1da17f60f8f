import PgBoss from 'pg-boss';

/** Where pg-boss keeps its tables, beside the application's (one database, one backup). */
export const JOB_SCHEMA = 'pgboss';

/** Every queue the application uses; created by the migration so a fresh database is ready. */
export const JOB_QUEUES = {
  webhookDelivery: 'webhook-delivery',
} as const;
export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Creates or upgrades pg-boss's schema and the application's queues (idempotent; part of `migrate`). */
export async function migrateJobQueue(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({ db: { executeSql }, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  for (const name of Object.values(JOB_QUEUES)) await boss.createQueue(name, { name, policy: 'standard' });
  await boss.stop({ graceful: false, close: false });
}

export interface JobSendOptions {
  /** A UUID; sending a second job with the same id does nothing, which makes a retried send idempotent. */
  id?: string;
  startAfter?: Date;
  /** How many times pg-boss retries a job whose handler threw or whose process died (default 3). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job still running after this long is taken for dead (its process crashed) and retried. */
  expireInSeconds?: number;
}

export interface Job<T> {
  id: string;
  data: T;
}

export interface JobQueue {
  start(): Promise<void>;
  /** Stops taking jobs, waits for those in hand (up to `timeoutMs`), and returns the rest to the queue. */
  stop(timeoutMs?: number): Promise<void>;
  /** Queues a job; returns its id, or null when a job with the given id already exists. */
  send<T extends object>(queue: JobQueueName, data: T, options?: JobSendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `queue`, `concurrency` at a time; a throw fails the job (pg-boss retries). */
  work<T extends object>(
    queue: JobQueueName,
    options: { concurrency: number; pollingIntervalSeconds: number },
    handler: (job: Job<T>) => Promise<void>,
  ): Promise<void>;
  /** Wakes the queue's workers now instead of at their next poll. */
  wake(queue: JobQueueName): void;
}

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  log: { error(detail: Record<string, unknown>, message: string): void };
  /** How often expired jobs (of a crashed process) are failed over to a retry. */
  maintenanceIntervalSeconds?: number;
}

/**
 * pg-boss 10 completes or fails a job after its handler without awaiting the statement: while the database is
 * away the rejection would be unhandled and end the process. These two statements (recognised by their text)
 * fail quietly instead; the job stays active and is retried when it expires (handlers tolerate a second run).
 */
const UNAWAITED_STATEMENT =
  /SET completed_on = now\(\)|AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\) AND state </;

/** `executeSql` for pg-boss, with the unawaited statements made safe (see UNAWAITED_STATEMENT). */
export function tolerantExecuteSql(executeSql: ExecuteSql, log: JobQueueOptions['log']): ExecuteSql {
  return async (text, values) => {
    if (!UNAWAITED_STATEMENT.test(text)) return executeSql(text, values);
    try {
      return await executeSql(text, values);
    } catch (error) {
      log.error(
        { error: error instanceof Error ? error.message : String(error) },
        'job queue: could not record a job outcome; the job is retried when it expires',
      );
      return { rows: [{ count: '0' }] };
    }
  };
}

/**
 * The application's job queue: pg-boss on the application's own database (PGlite or PostgreSQL), through the
 * same connection pool. Jobs survive restarts; a job whose process died is retried after it expires.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { executeSql, log, maintenanceIntervalSeconds = 15 } = options;
  const boss = new PgBoss({
    db: { executeSql: tolerantExecuteSql(executeSql, log) },
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ error }, 'job queue error'));
  const workers = new Map<JobQueueName, string[]>();

  return {
    async start() {
      await boss.start();
    },
    async stop(timeoutMs = 5_000) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    async send(queue, data, sendOptions = {}) {
      return boss.send(queue, data, {
        id: sendOptions.id,
        startAfter: sendOptions.startAfter,
        retryLimit: sendOptions.retryLimit ?? 3,
        retryDelay: sendOptions.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: sendOptions.expireInSeconds,
      });
    },
    async work(queue, workOptions, handler) {
      const ids = workers.get(queue) ?? [];
      for (let i = 0; i < workOptions.concurrency; i++) {
        let id = '';
        id = await boss.work(
          queue,
          { batchSize: 1, pollingIntervalSeconds: workOptions.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job as unknown as Job<never>);
            } finally {
              boss.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
      workers.set(queue, ids);
    },
    wake(queue) {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
  };
}
