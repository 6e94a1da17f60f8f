import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_SIZE_LIMIT_META } from '@casework/contract';
import { sendProblem } from '../errors/error-handler.ts';
import { loadIndexPages, withPageMeta } from './index-pages.ts';

/** Path patterns of every registered route, to tell "no such route" (404) from "wrong method" (405). */
export function createRouteIndex() {
  const patterns = new Map<string, { regex: RegExp; methods: Set<string> }>();
  /** Routes whose path has no parameter, by that path. */
  const literals = new Map<string, Set<string>>();
  return {
    add(url: string, methods: string | string[]) {
      if (!/[:*]/.test(url)) {
        const known = literals.get(url) ?? new Set<string>();
        for (const m of [methods].flat()) known.add(m);
        literals.set(url, known);
      }
      const entry = patterns.get(url) ?? {
        regex: new RegExp(
          `^${url
            .split('/')
            .map((part) =>
              part.startsWith(':')
                ? '[^/]+'
                : part === '*'
                  ? '.*'
                  : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/')}/?$`,
        ),
        methods: new Set<string>(),
      };
      for (const m of Array.isArray(methods) ? methods : [methods]) entry.methods.add(m);
      patterns.set(url, entry);
    },
    /** Methods allowed on a concrete path, or an empty list when no route matches it. */
    allowedMethods(pathname: string): string[] {
      const allowed = new Set<string>();
      for (const { regex, methods } of patterns.values())
        if (regex.test(pathname)) for (const m of methods) allowed.add(m);
      return [...allowed].sort();
    },
    /** Methods of the routes spelled exactly as this path, with no parameter; empty when there are none. */
    literalMethods(pathname: string): string[] {
      return [...(literals.get(pathname) ?? [])].sort();
    },
  };
}
export type RouteIndex = ReturnType<typeof createRouteIndex>;

function sendWrongMethod(reply: FastifyReply, method: string, allowed: string[]) {
  reply.header('allow', allowed.join(', '));
  return sendProblem(
    reply,
    405,
    'route.method_not_allowed',
    `${method} is not allowed here. Allowed: ${allowed.join(', ')}.`,
  );
}

/**
 * A path another route spells out word for word is that route's, whichever method is used: GET /threads/unassigned
 * (a POST route) would otherwise reach GET /threads/:threadId and be refused as a bad thread id. It answers 405 with
 * the methods that path takes.
 */
export function refuseWrongMethodOnLiteralPaths(app: FastifyInstance, routes: RouteIndex) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.includes(':')) return;
    const literal = routes.literalMethods(request.url.split('?')[0] ?? '');
    if (literal.length === 0 || literal.includes(request.method)) return;
    return sendWrongMethod(reply, request.method, literal);
  });
}

const API_PREFIXES = ['/api/', '/healthz', '/readyz', '/metrics'];

/** Text the server writes on the fly (JSON, problem details, HTML, CSS, JS, SVG, XML); never event streams. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml\b)/i;

/**
 * br or gzip per Accept-Encoding for dynamic answers of 1 kB and more, at a low brotli quality (4) so the CPU
 * cost stays small; built assets are served precompressed instead (see registerWebApp). Must be registered
 * before the routes. Request bodies are not decompressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}

/** The coding a client takes for a page: br, else gzip, else none (an explicit `q=0` refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The app's pages (index.html with each path's preloads) compressed as the built assets are (brotli at its best
 * quality, gzip), each once at its first request: a phone on a slow link gets the page in a third of the bytes.
 */
function compressedPages() {
  const kept = new WeakMap<Buffer, { br: Buffer; gzip: Buffer }>();
  return (page: Buffer) => {
    let coded = kept.get(page);
    if (!coded) {
      coded = {
        br: brotliCompressSync(page, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.length,
          },
        }),
        gzip: gzipSync(page, { level: zlibConstants.Z_BEST_COMPRESSION }),
      };
      kept.set(page, coded);
    }
    return coded;
  };
}

/**
 * Serves the built web app (hashed assets cached for a year, their build-time .br/.gz chosen per Accept-Encoding,
 * index.html for every app path) and answers
 * unknown API paths with problem details: 405 with Allow when the path exists for another method, else 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { distDir: string; routes: RouteIndex; fileSizeLimitBytes: number },
) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasBuild
    ? withPageMeta(readFileSync(indexFile), { [FILE_SIZE_LIMIT_META]: String(opts.fileSizeLimitBytes) })
    : null;
  const indexPageFor = indexHtml ? loadIndexPages(opts.distDir, indexHtml) : null;
  const compressed = compressedPages();

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => pathname.startsWith(p));
    if (isApi) {
      const allowed = opts.routes.allowedMethods(pathname).filter((m) => m !== request.method);
      if (allowed.length > 0) return sendWrongMethod(reply, request.method, allowed);
      return sendProblem(
        reply,
        404,
        'route.not_found',
        `There is no API route ${request.method} ${pathname}.`,
      );
    }
    // A built file that is not there (a page of an earlier build asking for its chunks) is missing, not an app path:
    // the app page in its place would reach a module script as HTML, and a cache as a good answer.
    if (pathname.startsWith('/assets/')) {
      reply.header('cache-control', 'no-store');
      return sendProblem(reply, 404, 'route.not_found', `There is no built file at ${pathname}.`);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && indexPageFor) {
      const page = indexPageFor(pathname);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(page);
      return reply.header('content-encoding', encoding).send(compressed(page)[encoding]);
    }
    if (request.method === 'GET' && !indexPageFor) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run "npm run build" (npm start does this for you).');
    }
    return sendProblem(reply, 404, 'route.not_found', `Nothing is at ${request.method} ${pathname}.`);
  });
}
