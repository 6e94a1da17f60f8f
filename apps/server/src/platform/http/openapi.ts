import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION, ProblemDetails } from '@casework/contract';
import { publicAccess, type Policy } from '../authz/policy.ts';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_REPLAYED_HEADER } from './idempotency.ts';
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
    transformObject: (input) => withIdempotencyKeyHeader(jsonSchemaTransformObject(input)),
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

/** The Idempotency-Key header (docs/decisions/015), declared once in the components and referenced by each write. */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes retrying this write safe. Send a new unique key (1–255 visible ASCII characters, e.g. a UUID) with each ' +
    'write, and the same key when repeating it after a lost answer. Keys are per user and kept for 24 hours. A ' +
    `repeat of a completed request gets the stored answer again, with the response header \`${IDEMPOTENCY_REPLAYED_HEADER}: true\`, ` +
    'and nothing is done twice. The same key with a different method, URL or body: 422 `idempotency.key_reused`. ' +
    'While the first request is still being processed: 409 `idempotency.in_progress` with `Retry-After: 1`. When it ' +
    'was carried out but its answer was lost, or held a secret shown only once (which is never stored): 409 ' +
    '`idempotency.completed` (fetch the result; do not repeat it). A ' +
    'request that fails stores nothing, so its key may carry the corrected request. A malformed key: 400.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY_PATTERN.source },
} as const;

const WRITE_OPERATIONS = new Set(['post', 'put', 'patch', 'delete']);

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;
interface Operation {
  security?: unknown[];
  parameters?: unknown[];
}

/**
 * Adds the optional Idempotency-Key header to every authenticated write under /api/, as the idempotency hook honours
 * it there (all of /api/v1, and the plugin switch under /api/admin). An operation with `security` is one whose policy
 * is not public; Auth.js's own routes (/api/auth) are public.
 */
export function withIdempotencyKeyHeader(document: OpenApiDocument): OpenApiDocument {
  if (!('paths' in document) || !document.paths) return document;
  const reference = { $ref: '#/components/parameters/IdempotencyKey' };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [url, pathItem] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    paths[url] = Object.fromEntries(
      Object.entries(pathItem).map(([method, value]) => {
        const operation = value as Operation;
        const keyed =
          url.startsWith('/api/') && WRITE_OPERATIONS.has(method) && (operation.security?.length ?? 0) > 0;
        return [
          method,
          keyed ? { ...operation, parameters: [...(operation.parameters ?? []), reference] } : value,
        ];
      }),
    );
  }
  const components = ('components' in document ? document.components : undefined) ?? {};
  return {
    ...document,
    paths,
    components: {
      ...components,
      parameters: { ...components.parameters, IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
    },
  } as OpenApiDocument;
}

/** Scalar's own routes are public by nature; give them a policy so the route table stays complete. */
export function policyForDocsRoute(url: string): Policy | undefined {
  return url.startsWith(API_DOCS_PATH) ? publicAccess('The API reference page and its assets') : undefined;
}
