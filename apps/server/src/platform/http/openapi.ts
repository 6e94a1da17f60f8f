import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION, ProblemDetails } from '@casework/contract';
import { publicAccess, type Policy } from '../authz/policy.ts';
import { API_DOCS_CSP } from './security-headers.ts';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** OpenAPI 3.1 generated from the route schemas, and an offline reference page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  // Register ProblemDetails in the components so every error answer can point at it.
  void ProblemDetails;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casework API',
        version: API_VERSION,
        description:
          'Case management and secure messaging. Authenticate with `Authorization: Bearer <accessToken>` from ' +
          'GET /api/auth/session. Errors are RFC 9457 problem details (application/problem+json).',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const policy = (input.route.config as { policy?: Policy } | undefined)?.policy;
      if (policy && policy.access !== 'public') {
        (out.schema as Record<string, unknown>).security = [{ bearer: [] }];
      }
      return out;
    },
    transformObject: jsonSchemaTransformObject,
  });

  // The description never changes while the server runs: build and serialise it once, on the first call.
  let description: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      config: { policy: publicAccess('The API description') },
      schema: { hide: true },
    },
    (_request, reply) => {
      description ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(description);
    },
  );

  await app.register(scalar, {
    routePrefix: API_DOCS_PATH,
    configuration: {
      url: OPENAPI_PATH,
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
    } as never,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(API_DOCS_PATH)) reply.header('content-security-policy', API_DOCS_CSP);
    return payload;
  });
}

/** Scalar's own routes are public by nature; give them a policy so the route table stays complete. */
export function policyForDocsRoute(url: string): Policy | undefined {
  return url.startsWith(API_DOCS_PATH) ? publicAccess('The API reference page and its assets') : undefined;
}
