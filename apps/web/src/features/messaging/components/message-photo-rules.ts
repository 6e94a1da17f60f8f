import type { MessageFileView } from '@casework/contract';

/**
 * Which attached files show as a photo in the conversation, and which of those load by themselves. Only raster
 * types a browser draws safely: never SVG, which can carry scripts and links.
 */
const PREVIEW_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Photos up to this size load once they scroll into view; a larger one waits for a click (slow connections). */
export const PHOTO_AUTO_LOAD_MAX_BYTES = 300 * 1024;

/** The file is a picture the thread may show (by the type the server judged from its bytes). */
export function isPreviewablePhoto(file: Pick<MessageFileView, 'contentType'>): boolean {
  return PREVIEW_TYPES.has(file.contentType.split(';')[0]!.trim().toLowerCase());
}

/** The browser asks to save data (Chrome's "Lite mode", Android data saver): then no photo loads unasked. */
function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The photo may load without being asked for: small, and the browser is not saving data. */
export function photoLoadsByItself(file: Pick<MessageFileView, 'size'>): boolean {
  return file.size <= PHOTO_AUTO_LOAD_MAX_BYTES && !browserSavesData();
}
