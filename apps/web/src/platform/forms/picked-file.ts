import {
  DEFAULT_FILE_SIZE_LIMIT_MB,
  FILE_SIZE_LIMIT_META,
  fileSizeProblem,
  megabytesLabel,
  uploadFileNameProblem,
} from '@casework/contract';
import { refusedUpload, type UploadState } from './upload-list.tsx';

/**
 * The server's upload limit in bytes, as the page it served carries it (FILE_SIZE_LIMIT_MB); the default where the
 * page does not (the development server, tests).
 */
export function fileSizeLimitBytes(): number {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${FILE_SIZE_LIMIT_META}"]`)?.content;
  const bytes = Number(content);
  return content && Number.isSafeInteger(bytes) && bytes > 0 ? bytes : DEFAULT_FILE_SIZE_LIMIT_MB * 1_048_576;
}

/** The upload limit as people read it: "25 MB". */
export function fileSizeLimitLabel(): string {
  return megabytesLabel(fileSizeLimitBytes());
}

/**
 * Why the upload routes would refuse a picked file for what the browser already knows, its name or its size (said
 * beside the name), or null: said at once, so nobody waits for a large file to cross a slow connection only to be
 * told. The server still checks the bytes (their type) on arrival.
 */
export function pickedFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  return uploadFileNameProblem(file.name) ?? fileSizeProblem(file.size, fileSizeLimitBytes());
}

/** The picked files split into those the upload rules accept and those refused at once, as lines of the upload list. */
export function sortPickedFiles(picked: readonly File[]): { accepted: File[]; refused: UploadState[] } {
  const accepted: File[] = [];
  const refused: UploadState[] = [];
  for (const file of picked) {
    const refusal = pickedFileProblem(file);
    if (refusal === null) accepted.push(file);
    else refused.push(refusedUpload(file, refusal));
  }
  return { accepted, refused };
}

/**
 * Two picked files are taken for the same one when their name and size match (a browser gives a new File object each
 * time the same file is picked): where a form adds picked files to those it holds, it keeps one of each.
 */
export function isSamePickedFile(a: Pick<File, 'name' | 'size'>, b: Pick<File, 'name' | 'size'>): boolean {
  return a === b || (a.name === b.name && a.size === b.size);
}
