import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';
import { summarise, type Measurement } from './latency.ts';

/** One autocannon run, as the main thread asks for it. */
export interface LoadJob {
  url: string;
  method: 'GET';
  headers: Record<string, string>;
  connections: number;
  durationS: number;
}

export type LoadReply =
  | { id: number; result: Measurement & { statusCodes: Record<string, number> } }
  | { id: number; error: string };

// Runs in a worker thread, so the load generator does not share the event loop of the server it measures.
function run(job: LoadJob): Promise<Measurement & { statusCodes: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: job.url,
        method: job.method,
        headers: job.headers,
        connections: job.connections,
        duration: job.durationS,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
        );
        const failures = result.errors + result.non2xx;
        resolve({ ...summarise(latencies, result.duration, failures, result.requests.total), statusCodes });
      },
    );
    // autocannon's own histogram holds whole milliseconds; keep the fractional times for sub-millisecond routes.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

parentPort?.on('message', (message: { id: number; job: LoadJob }) => {
  run(message.job).then(
    (result) => parentPort?.postMessage({ id: message.id, result } satisfies LoadReply),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: String(error) } satisfies LoadReply),
  );
});
