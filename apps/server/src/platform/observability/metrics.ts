import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics: process defaults plus request duration by method, route pattern and status. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'casework_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),
    instrument(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        // The route pattern, never the raw URL: no ids or personal data in label values.
        const route = request.routeOptions.url ?? 'unmatched';
        duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
