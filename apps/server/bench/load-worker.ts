import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';
import { summarise, type Measurement, type Sampled } from './latency.ts';
import { runSignIns, type SignInJob } from './sign-in-flow.ts';

/** One autocannon run, as the main thread asks for it. */
export interface LoadJob {
  kind?: 'http';
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | undefined;
  /** Paths and headers the requests take in turn, across all connections. */
  rotate?: { path: string; headers: Record<string, string> }[] | undefined;
  connections: number;
  durationS: number;
}

export type LoadReply =
  | { id: number; result: Sampled<Measurement & { statusCodes: Record<string, number> }> }
  | { id: number; error: string };

// Runs in a worker thread, so the load generator does not share the event loop of the server it measures.
function run(job: LoadJob): Promise<Sampled<Measurement & { statusCodes: Record<string, number> }>> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const { rotate } = job;
    let turn = 0;
    const instance = autocannon(
      {
        url: job.url,
        method: job.method,
        headers: job.headers,
        ...(job.body === undefined ? {} : { body: job.body }),
        // One shared turn counter: concurrent connections take different entries at the same moment.
        ...(rotate && rotate.length > 0
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const next = rotate[turn++ % rotate.length]!;
                    return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
                  },
                },
              ],
            }
          : {}),
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
        resolve({
          ...summarise(latencies, result.duration, failures, result.requests.total),
          statusCodes,
          latencies,
        });
      },
    );
    // autocannon's own histogram holds whole milliseconds; keep the fractional times for sub-millisecond routes.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

parentPort?.on('message', (message: { id: number; job: LoadJob | SignInJob }) => {
  const { job } = message;
  (job.kind === 'sign-in' ? runSignIns(job) : run(job)).then(
    (result) => parentPort?.postMessage({ id: message.id, result } satisfies LoadReply),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: String(error) } satisfies LoadReply),
  );
});
