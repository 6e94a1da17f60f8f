/**
 * The messages browsers and the bundler give when a lazily loaded part of the app cannot be fetched: the deploy
 * that built it replaced its file, or the connection dropped.
 */
const CHUNK_LOAD_MESSAGES: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's stylesheet
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
];

/** Whether the error is a part of the app that failed to load, which reloading the page fixes. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(message));
}

const FAILED_STYLESHEET = /^Unable to preload CSS for (\S+)$/;

/**
 * Removes the stylesheet link whose load failed. Vite leaves it in the page and, on the next try of the same part,
 * takes its presence for a stylesheet already loaded: the part would then show without its styles.
 */
function dropFailedStylesheet(document: Document, error: unknown): void {
  const href = error instanceof Error ? FAILED_STYLESHEET.exec(error.message)?.[1] : undefined;
  if (href === undefined) return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.href === href) link.remove();
}

/** The key under which the router (lazyRouteComponent) notes that it reloaded the page for a missing module. */
const ROUTER_RELOAD_KEY = (message: string) => `tanstack_router_reload:${message}`;

/**
 * Keeps the page when a part of the app fails to load because the browser is offline. The router reloads the page
 * once for a missing part, which fixes a newer deploy; offline, that reload shows the browser's own error page and
 * throws away what the page still holds (a reply waiting to be sent). So, offline, the router is told the reload was
 * already made: the screen's error view then says it needs the connection and opens it when the connection is back.
 * Once online again the note goes, so a part replaced by a deploy is reloaded for as before. Vite announces every
 * failed dynamic import as `vite:preloadError`, with the import's error, before the router sees it. A stylesheet
 * that failed is taken out of the page, so the next try loads it.
 */
export function keepPageWhenOffline(target: Window = window): () => void {
  const noted = new Set<string>();
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    dropFailedStylesheet(target.document, error);
    if (target.navigator.onLine || !isChunkLoadError(error)) return;
    const key = ROUTER_RELOAD_KEY((error as Error).message);
    if (target.sessionStorage.getItem(key) !== null) return;
    target.sessionStorage.setItem(key, '1');
    noted.add(key);
  };
  const onOnline = () => {
    for (const key of noted) target.sessionStorage.removeItem(key);
    noted.clear();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('online', onOnline);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('online', onOnline);
  };
}
