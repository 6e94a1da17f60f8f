// autocannon ships no types; this declares the part of its API the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface RequestData {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string | Buffer;
    }

    interface Request {
      /** Changes each request before it is sent (called per request, in the load generator's thread). */
      setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData | null;
    }

    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      headers?: Record<string, string>;
      body?: string;
      /** The sequence of requests each connection sends, in a loop. */
      requests?: Request[];
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
    }

    interface Histogram {
      average: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p99: number;
    }

    interface Result {
      /** Seconds the run took. */
      duration: number;
      requests: Histogram;
      latency: Histogram;
      /** Connection errors, timeouts included. */
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter {
      /** statusCode, response bytes, response time in milliseconds (fractional). */
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): this;
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
