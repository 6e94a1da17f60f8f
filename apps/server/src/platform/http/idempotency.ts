import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runWithTransactionGuard, type Db, type TransactionGuard, type Tx } from '#src/db/client.ts';
import { AppError, badRequest } from '../errors/app-error.ts';
import { idempotencyRepository, type StoredResponse } from './idempotency.repository.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** 1–255 visible ASCII characters (no spaces). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer holds a secret shown only once (a generated password, a signing secret). A keyed request then keeps
     * its key and status but not the answer: a repeat gets 409 `idempotency.completed` instead of the secret again,
     * so the secret is never stored in clear with the key.
     */
    answerHoldsSecret?: boolean;
  }
}
/** A claimed key without a stored response younger than this is taken as still being answered. */
const ANSWER_GRACE_MS = 10_000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const inProgress = () =>
  new AppError(
    409,
    'idempotency.in_progress',
    'A request with this Idempotency-Key is still being processed. Retry in a moment with the same key.',
    { headers: { 'retry-after': '1' } },
  );

const keyReused = () =>
  new AppError(
    422,
    'idempotency.key_reused',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  );

const completedWithoutAnswer = () =>
  new AppError(
    409,
    'idempotency.completed',
    'The request with this Idempotency-Key was already carried out, and its answer is not kept: it was lost, or it held a secret that is shown only once. Do not repeat it: fetch the result instead.',
  );

/** sha256 of method, URL (with query) and JSON body: what makes two requests "the same". */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

/** One request carrying a key: claims the key in the request's first committed transaction. */
class KeyedRequest implements TransactionGuard {
  state: 'open' | 'claiming' | 'claimed' = 'open';
  constructor(
    readonly userId: string,
    readonly key: string,
    readonly fingerprint: string,
  ) {}

  async begin(tx: Tx): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'claiming';
    const claimed = await idempotencyRepository(tx).claim(this.userId, this.key, this.fingerprint);
    if (!claimed) throw inProgress();
    this.state = 'claimed';
  }

  rolledBack(): void {
    this.state = 'open';
  }
}

function storedResponseOf(reply: FastifyReply, payload: unknown): StoredResponse {
  const contentType = reply.getHeader('content-type');
  let body: string | null;
  if (payload === undefined || payload === null) body = '';
  else if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
  else body = null;
  return {
    status: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    body,
  };
}

/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header) on authenticated POST/PUT/PATCH/DELETE API calls.
 * The key row is inserted inside the request's first transaction (see TransactionGuard in db/client.ts), so a
 * committed write always has its key and a rolled-back one never does; the response is stored just after and
 * replayed, with `idempotency-replayed: true`, to a retry with the same key. See docs/decisions/015.
 */
export function registerIdempotency(app: FastifyInstance, { db }: { db: Db }): void {
  const repo = idempotencyRepository(db);
  const keyed = new WeakMap<FastifyRequest, KeyedRequest>();
  /** userId + key of requests being answered by this process. */
  const running = new Set<string>();
  const runningId = (k: { userId: string; key: string }) => `${k.userId}\u0000${k.key}`;
  const release = (request: FastifyRequest) => {
    const entry = keyed.get(request);
    if (entry) running.delete(runningId(entry));
  };

  /** Decides what to do with a keyed request: undefined when it was answered here (replay or problem). */
  async function admit(request: FastifyRequest, reply: FastifyReply, header: string) {
    if (!IDEMPOTENCY_KEY_PATTERN.test(header))
      throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters.', [
        { field: 'headers.idempotency-key', message: '1 to 255 visible ASCII characters, no spaces' },
      ]);
    const entry = new KeyedRequest(
      request.principal!.userId,
      header,
      requestFingerprint(request.method, request.url, request.body),
    );
    const id = runningId(entry);
    if (running.has(id)) throw inProgress();
    running.add(id);
    try {
      const row = await repo.find(entry.userId, entry.key);
      if (!row) {
        keyed.set(request, entry);
        return entry;
      }
      if (row.fingerprint !== entry.fingerprint) throw keyReused();
      if (row.responseStatus === null || row.responseBody === null) {
        const answering =
          Date.now() - row.createdAt.getTime() < ANSWER_GRACE_MS && row.responseStatus === null;
        throw answering ? inProgress() : completedWithoutAnswer();
      }
      running.delete(id);
      reply.code(row.responseStatus).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      if (row.responseContentType) reply.header('content-type', row.responseContentType);
      await reply.send(row.responseBody);
      return undefined;
    } catch (error) {
      running.delete(id);
      throw error;
    }
  }

  app.addHook('preHandler', (request, reply, done) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (
      header === undefined ||
      !WRITE_METHODS.has(request.method) ||
      !request.principal ||
      !request.url.startsWith('/api/')
    )
      return done();
    admit(request, reply, String(header)).then(
      (entry) => {
        // The handler, and everything it starts, runs with the key applied to its transactions.
        if (entry) runWithTransactionGuard(entry, () => done());
      },
      (error: Error) => done(error),
    );
  });

  // Callback-style hooks that return at once when the request holds no key (every read): no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const entry = keyed.get(request);
    if (!entry) return done(null, payload);
    const answered = storedResponseOf(reply, payload);
    const response = request.routeOptions.config.answerHoldsSecret ? { ...answered, body: null } : answered;
    const store = async () => {
      if (entry.state === 'claimed') await repo.complete(entry.userId, entry.key, response);
      else if (entry.state === 'open' && response.status < 300 && response.body !== null)
        // A success that wrote outside a transaction (or did not write): remembered, but not crash-safe.
        await repo.insertCompleted(entry.userId, entry.key, entry.fingerprint, response);
    };
    void store()
      .catch((error: unknown) => logStoreFailure(request.log, error))
      .then(() => {
        release(request);
        done(null, payload);
      });
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });

  const purge = setInterval(() => {
    repo.purgeExpired().catch((error: unknown) => logStoreFailure(app.log, error));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}

function logStoreFailure(log: FastifyBaseLogger, error: unknown) {
  log.warn(
    { err: error instanceof Error ? { message: error.message } : String(error) },
    'idempotency key: could not store the response',
  );
}
