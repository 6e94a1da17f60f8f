import { API_BASE_PATH, buildUrl } from '@casework/contract';
import { fetchWithSession, saveBlobAs } from '../../../platform/api/file-transfer.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import type { ActivityFilter } from './list-activity.ts';
import type { UserActionFilter } from './list-user-actions.ts';

export type LogExport =
  { log: 'activity'; filter: ActivityFilter } | { log: 'user-actions'; filter: UserActionFilter };

const PATHS = { activity: '/logs/activity/export', 'user-actions': '/logs/user-actions/export' } as const;

/** The file name the server gave (Content-Disposition), else a fallback. */
export function exportFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_') : '';
  return name === '' ? fallback : name;
}

/**
 * GET /logs/activity/export or /logs/user-actions/export with the current filters: fetched with the bearer token,
 * then handed to the browser as a download (a plain link could not carry the token). Returns the file name.
 */
export async function downloadLogExport({ log, filter }: LogExport): Promise<string> {
  const session = sessionStore.getSnapshot().data;
  const url = buildUrl(session?.apiBaseUrl ?? API_BASE_PATH, PATHS[log], {}, { ...filter });
  const response = await fetchWithSession(url, { accept: 'text/csv' });
  const name = exportFileName(response.headers.get('Content-Disposition'), `${log}.csv`);
  saveBlobAs(await response.blob(), name);
  return name;
}
