import { FILE_SIZE_LIMIT_META } from '@casework/contract';

/**
 * The upload limit as the served page carries it (the server's FILE_SIZE_LIMIT_MB); setup.ts removes it after each
 * test.
 */
export function serveUploadLimit(content: number | string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = FILE_SIZE_LIMIT_META;
  meta.content = String(content);
  document.head.append(meta);
  return meta;
}

export function removeUploadLimit(): void {
  document.head.querySelectorAll(`meta[name="${FILE_SIZE_LIMIT_META}"]`).forEach((meta) => meta.remove());
}
