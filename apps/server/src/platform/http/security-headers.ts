import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Helmet with a strict Content-Security-Policy for the app: no inline scripts, nothing from other origins. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { publicUrl: string; oidcIssuer?: string | undefined },
) {
  const https = opts.publicUrl.startsWith('https://');
  const formAction = ["'self'", ...(opts.oidcIssuer ? [new URL(opts.oidcIssuer).origin] : [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}

/** The API reference page runs Scalar's inline bootstrap script; it gets its own, looser policy. */
export const API_DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
