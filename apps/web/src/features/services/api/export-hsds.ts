import { buildQueryString } from '@casework/contract';
import { downloadFromApi } from '../../../platform/api/file-transfer.ts';

export type HsdsFormat = 'json' | 'ndjson';

/** The file name the download is saved under. */
export const HSDS_FILE_NAMES: Record<HsdsFormat, string> = {
  json: 'casework-directory.json',
  ndjson: 'casework-directory.ndjson',
};

/** GET /services/hsds?format=json|ndjson: the whole directory as an HSDS 3 data set, saved as a download. */
export function exportHsds(format: HsdsFormat): Promise<void> {
  return downloadFromApi(`/services/hsds${buildQueryString({ format })}`, {}, HSDS_FILE_NAMES[format]);
}
