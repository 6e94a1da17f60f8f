import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT_CHARS } from '@casework/contract';
import {
  ADDRESS_BLOCKED_CODE,
  type AddressGuard,
  refusedAddressReason,
  unresolvedHostMessage,
} from './address-guard.ts';
import { normalizeHost } from './special-addresses.ts';

export interface AttemptResult {
  outcome: 'succeeded' | 'failed' | 'timeout' | 'refused' | 'gone';
  statusCode: number | null;
  durationMs: number;
  /** The first 500 characters of the response body (WEBHOOK_RESPONSE_EXCERPT_CHARS from @casework/contract),
   *  decoded as UTF-8, control characters other than \n\t removed. */
  responseExcerpt: string;
  /** A readable cause when there is no status code (DNS, refused connection, timeout, SSRF guard), or for 3xx. */
  error: string | null;
}

export interface SendWebhookInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  guard: AddressGuard;
}

/** Read at most this much of an answer; the excerpt needs only its start. */
export const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One delivery attempt: POST the body, redirects not followed, the whole exchange bounded by timeoutMs. Every
 * address connected to passes the SSRF guard. Never throws and never logs the body.
 */
export async function sendWebhook(input: SendWebhookInput): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const result = (
    outcome: AttemptResult['outcome'],
    error: string | null,
    statusCode: number | null = null,
    responseExcerpt = '',
  ): AttemptResult => ({ outcome, statusCode, durationMs: elapsed(), responseExcerpt, error });

  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return result('failed', 'The webhook address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return result('failed', `Casework calls only https:// (or http://) addresses, not ${url.protocol}.`);
  const host = normalizeHost(url.hostname);
  // The guard's lookup is not consulted for an IP literal: check it here, before connecting.
  if (isIP(host) && !input.guard.isAllowedAddress(host)) return result('refused', refusedAddressReason(host));

  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let request: http.ClientRequest | undefined;
    const finish = (attempt: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Also frees a receiver that keeps sending or never answers: no connection outlives the attempt.
      request?.destroy();
      resolve(attempt);
    };
    const timer = setTimeout(() => {
      const seconds = `${Number((input.timeoutMs / 1000).toFixed(3))} s`;
      const error =
        statusCode === null
          ? `No answer within ${seconds}`
          : `The answer (HTTP ${statusCode}) did not finish within ${seconds}`;
      finish(result('timeout', error, statusCode));
    }, input.timeoutMs);

    const onResponse = (response: http.IncomingMessage) => {
      const code = response.statusCode ?? 0;
      statusCode = code;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        finish(result(outcomeOf(code), errorOf(code, response.headers.location), code, excerptOf(chunks)));
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_RESPONSE_BYTES) done();
      });
      response.on('end', done);
      // The status is known; an answer cut short still keeps what was read.
      response.on('error', done);
      response.on('close', done);
    };

    try {
      const send = url.protocol === 'https:' ? https.request : http.request;
      request = send(
        url,
        {
          method: 'POST',
          headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
          lookup: input.guard.lookup,
          // A fresh connection per attempt: a hung receiver cannot hold a pooled socket for the next one.
          agent: false,
        },
        onResponse,
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        const code = errorCode(error);
        finish(result(code === ADDRESS_BLOCKED_CODE ? 'refused' : 'failed', describeError(error, code, url)));
      });
      request.end(input.body);
    } catch (error) {
      // Thrown synchronously, e.g. a header value with a line break.
      finish(result('failed', `The request could not be sent: ${(error as Error).message}`));
    }
  });
}

function outcomeOf(status: number): AttemptResult['outcome'] {
  if (status >= 200 && status < 300) return 'succeeded';
  if (status === 410) return 'gone';
  return 'failed';
}

function errorOf(status: number, location: string | undefined): string | null {
  if (status < 300 || status >= 400) return null;
  const to = location ? ` to ${location.slice(0, 200)}` : '';
  return `The receiver answered ${status}, a redirect${to}; Casework does not follow redirects. Use the final address.`;
}

/** The first characters of the answer, as UTF-8, without control characters other than newline and tab. */
export function excerptOf(chunks: readonly Buffer[]): string {
  // Cc: C0 controls, DEL and C1 controls.
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/[^\P{Cc}\n\t]/gu, '');
  let excerpt = text.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS);
  // Do not end on half of a surrogate pair.
  if (/[\ud800-\udbff]$/.test(excerpt)) excerpt = excerpt.slice(0, -1);
  return excerpt;
}

function errorCode(error: NodeJS.ErrnoException): string | undefined {
  if (error.code) return error.code;
  // With several addresses (happy eyeballs) Node reports an AggregateError of each connection's failure.
  if (error instanceof AggregateError) return (error.errors[0] as NodeJS.ErrnoException | undefined)?.code;
  return undefined;
}

function describeError(error: NodeJS.ErrnoException, code: string | undefined, url: URL): string {
  const host = normalizeHost(url.hostname);
  const where = url.port ? `${host} port ${url.port}` : host;
  switch (code) {
    case ADDRESS_BLOCKED_CODE:
      return error.message;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NODATA':
    case 'EAI_NONAME':
      return unresolvedHostMessage(host);
    case 'ECONNREFUSED':
      return `${where} refused the connection; is the receiver running?`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `${where} closed the connection before answering.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} cannot be reached from Casework's network.`;
    case 'ETIMEDOUT':
      return `Connecting to ${where} timed out.`;
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_STATUS':
    case 'HPE_INVALID_HEADER_TOKEN':
      return `${where} did not answer with valid HTTP.`;
  }
  const message = error.message.trim();
  if (
    code === 'EPROTO' ||
    code?.startsWith('ERR_TLS') ||
    code?.startsWith('ERR_SSL') ||
    code?.includes('CERT')
  )
    return `The TLS handshake with ${where} failed (is it an https server with a valid certificate?): ${message}`;
  return `The request to ${where} failed: ${message}${code ? ` (${code})` : ''}`;
}
