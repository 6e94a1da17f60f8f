import autocannon from 'autocannon';
import { summarise, type Measurement, type Sampled } from './latency.ts';

/** What one request sends; method and body fall back to the run's own. */
export interface DrivenRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

export interface AutocannonRun {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | undefined;
  connections: number;
  durationS: number;
  /** Caps the requests per second across all connections. */
  rate?: number | undefined;
  /** Called once per request, across all connections: what that request sends (else the run's URL and headers). */
  next?: (() => DrivenRequest) | undefined;
}

export type AutocannonResult = Sampled<Measurement & { statusCodes: Record<string, number> }>;

/**
 * One autocannon run, summarised from every response time it saw (autocannon's own histogram holds whole
 * milliseconds; the fractional times matter for sub-millisecond routes), with the count of each status code.
 * Errors and non-2xx answers count as failures. Shared by the bench and `npm run resilience`.
 */
export function runAutocannon(run: AutocannonRun): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const { next } = run;
    const instance = autocannon(
      {
        url: run.url,
        method: run.method,
        ...(run.headers ? { headers: run.headers } : {}),
        ...(run.body === undefined ? {} : { body: run.body }),
        ...(next
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const r = next();
                    return {
                      ...request,
                      ...(r.method ? { method: r.method } : {}),
                      path: r.path,
                      headers: { ...request.headers, ...r.headers },
                      ...(r.body === undefined ? {} : { body: r.body }),
                    };
                  },
                },
              ],
            }
          : {}),
        connections: run.connections,
        duration: run.durationS,
        timeout: 10,
        ...(run.rate ? { overallRate: run.rate } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const statusCodes = Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
        );
        resolve({
          ...summarise(latencies, result.duration, result.errors + result.non2xx, result.requests.total),
          statusCodes,
          latencies,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
