/** The client logger of SPEC §7 ("POST /_log"): fire and forget, never throws. */
export type ClientLogLevel = 'error' | 'warn' | 'debug';

export interface ClientLogEntry {
  level: ClientLogLevel;
  code: string;
  message: string;
  metadata?: Record<string, unknown>;
}

export const CLIENT_LOG_URL = '/api/auth/_log';
/** A page that keeps failing must not flood the server. */
export const MAX_LOG_ENTRIES_PER_PAGE = 25;

let sent = 0;

/** Resets the per-page budget (tests only). */
export function resetClientLogBudget(): void {
  sent = 0;
}

export function logToServer(entry: ClientLogEntry): void {
  if (sent >= MAX_LOG_ENTRIES_PER_PAGE) return;
  sent += 1;
  try {
    void globalThis
      .fetch(CLIENT_LOG_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry),
        credentials: 'include',
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}

function describe(error: unknown): { message: string; metadata: Record<string, unknown> } {
  if (error instanceof Error) {
    const metadata: Record<string, unknown> = { name: error.name, stack: error.stack?.slice(0, 2000) };
    if ('url' in error) metadata.url = (error as { url: unknown }).url;
    if ('status' in error) metadata.status = (error as { status: unknown }).status;
    return { message: error.message, metadata };
  }
  return { message: String(error), metadata: {} };
}

export function logClientError(code: string, error: unknown, metadata: Record<string, unknown> = {}): void {
  const described = describe(error);
  logToServer({
    level: 'error',
    code,
    message: described.message,
    metadata: { ...described.metadata, ...metadata, path: globalThis.location?.pathname },
  });
}

/** Sends uncaught errors and unhandled promise rejections to the server log. */
export function installGlobalErrorLogging(target: Window = window): () => void {
  const onError = (event: ErrorEvent): void =>
    logClientError('client.uncaught', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent): void =>
    logClientError('client.unhandled_rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
