import { Worker } from 'node:worker_threads';
import { summarise, type Measurement, type Sampled } from './latency.ts';
import type { LoadJob, LoadReply } from './load-worker.ts';
import type { SignInJob } from './sign-in-flow.ts';

export interface HttpMeasurement extends Measurement {
  statusCodes: Record<string, number>;
}

/** Starts autocannon in a worker thread (tsx registered there too) and hands it one run at a time. */
export function startLoadGenerator() {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./load-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  );
  const pending = new Map<
    number,
    { resolve: (m: Sampled<HttpMeasurement>) => void; reject: (e: Error) => void }
  >();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: LoadReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiter?.reject(new Error(`autocannon: ${reply.error}`));
    else waiter?.resolve(reply.result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the load generator stopped (exit code ${code})`)));

  return {
    run(job: LoadJob | SignInJob): Promise<Sampled<HttpMeasurement>> {
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, job });
      });
    },
    async close(): Promise<void> {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
export type LoadGenerator = ReturnType<typeof startLoadGenerator>;

/**
 * Runs `operation` from `connections` concurrent loops for `durationS` seconds and measures each call.
 * On PostgreSQL the loops share the app's pool; on PGlite (one connection) they queue and run one at a time,
 * as the app's requests do.
 */
export async function measureRawSql(
  operation: () => Promise<unknown>,
  connections: number,
  durationS: number,
): Promise<Sampled> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return {
    ...summarise(latencies, (performance.now() - started) / 1000, errors, latencies.length + errors),
    latencies,
  };
}
