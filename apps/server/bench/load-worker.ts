import { parentPort } from 'node:worker_threads';
import { runAutocannon, type AutocannonResult } from './autocannon-run.ts';
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

export type LoadReply = { id: number; result: AutocannonResult } | { id: number; error: string };

// Runs in a worker thread, so the load generator does not share the event loop of the server it measures.
function run(job: LoadJob): Promise<AutocannonResult> {
  const { rotate } = job;
  // One shared turn counter: concurrent connections take different entries at the same moment.
  let turn = 0;
  return runAutocannon({
    ...job,
    next: rotate && rotate.length > 0 ? () => rotate[turn++ % rotate.length]! : undefined,
  });
}

parentPort?.on('message', (message: { id: number; job: LoadJob | SignInJob }) => {
  const { job } = message;
  (job.kind === 'sign-in' ? runSignIns(job) : run(job)).then(
    (result) => parentPort?.postMessage({ id: message.id, result } satisfies LoadReply),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: String(error) } satisfies LoadReply),
  );
});
