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
