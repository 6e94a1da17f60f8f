import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  publicUrl: string;
  oidcIssuer?: string | undefined;
  /** `'sha256-…'` sources of the web app's own inline scripts (index-pages.ts inlineScriptHashes). */
  scriptHashes?: readonly string[] | undefined;
}

/**
 * The helmet configuration: a strict Content-Security-Policy for the app (no inline script but the web app's own, by
 * hash; nothing from other origins).
 */
export function helmetOptions(opts: SecurityHeaderOptions): FastifyHelmetOptions {
  const https = opts.publicUrl.startsWith('https://');
  const formAction = ["'self'", ...(opts.oidcIssuer ? [new URL(opts.oidcIssuer).origin] : [])];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.scriptHashes ?? [])],
        // Mantine sets inline style attributes and injects <style> for CSS variables.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction,
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets for `options`, found once by letting @fastify/helmet answer one request on a throwaway
 * instance: the headers its onRequest hooks put on the response before the handler runs.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  try {
    const headers = (await probe.inject({ url: '/' })).json<Record<string, unknown>>();
    return Object.entries(headers).map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/**
 * Helmet's headers on every answer. @fastify/helmet builds its middleware again for every request (the policy is
 * parsed and every header recomputed, about 0.1 ms); the headers never change while the server runs, so they are
 * computed once at start-up and set as they are.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions) {
  const headers = await helmetHeaders(helmetOptions(opts));
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet set no Content-Security-Policy: the security headers could not be determined.');
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does, so they stay on error answers too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The API reference page runs Scalar's inline bootstrap script; it gets its own, looser policy. */
export const API_DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
