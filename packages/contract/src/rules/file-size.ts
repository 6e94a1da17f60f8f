/** The largest upload accepted when the server's FILE_SIZE_LIMIT_MB is not set. */
export const DEFAULT_FILE_SIZE_LIMIT_MB = 25;

const MEBIBYTE = 1_048_576;

/**
 * The `<meta name>` under which the served index.html carries the server's upload limit in bytes, so the web refuses
 * a file that is too large when it is picked, before a slow connection spends minutes sending it.
 */
export const FILE_SIZE_LIMIT_META = 'casework-file-size-limit';

/** A size limit as people read it: 26214400 → "25 MB", 1572864 → "1.5 MB". */
export function megabytesLabel(bytes: number): string {
  return `${Math.round((bytes / MEBIBYTE) * 10) / 10} MB`;
}

/** What the upload routes (413 file.too_large) and the web say of a file over the limit. */
export function fileTooLargeProblem(name: string, limitBytes: number): string {
  return `"${name}" is larger than the ${megabytesLabel(limitBytes)} limit. Send a smaller file.`;
}

/** Why a file of `size` bytes cannot be uploaded, said beside its name, or null when it fits the limit. */
export function fileSizeProblem(size: number, limitBytes: number): string | null {
  return size > limitBytes
    ? `Larger than the ${megabytesLabel(limitBytes)} limit. Send a smaller file.`
    : null;
}
