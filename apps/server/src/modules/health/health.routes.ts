import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthResponse } from '@casework/contract';
import { publicAccess } from '#src/platform/authz/policy.ts';
import { unauthenticated } from '#src/platform/errors/app-error.ts';
import type { Metrics } from '#src/platform/observability/metrics.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<boolean>;
  metrics: Metrics;
  metricsToken: string | undefined;
}> = async (app, opts) => {
  app.get(
    '/healthz',
    {
      config: { policy: publicAccess('Liveness probe') },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        response: { 200: HealthResponse },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { policy: publicAccess('Readiness probe') },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const ok = await opts.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
    },
  );

  app.get(
    '/metrics',
    {
      config: { policy: publicAccess('Prometheus scrape; protected by METRICS_TOKEN when configured') },
      schema: { tags: ['operations'], summary: 'Prometheus metrics', response: { 200: z.string() } },
    },
    async (request, reply) => {
      if (opts.metricsToken && request.headers.authorization !== `Bearer ${opts.metricsToken}`) {
        throw unauthenticated('Send the metrics token as a bearer token.');
      }
      return reply.type(opts.metrics.contentType).send(await opts.metrics.render());
    },
  );
};
