import { API_BASE_PATH, UNDEFINED_TOKEN, buildUrl } from '@casework/contract';
import { ApiError } from '../../../platform/api/api-error.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';

/**
 * GET /participants/{participantId}/files/{fileCategory}/{fileName}: fetched with the bearer token, then handed to
 * the browser as a download (a plain link could not carry the token).
 */
export async function downloadParticipantFile(participantId: string, category: string, name: string) {
  const session = sessionStore.getSnapshot().data;
  const url = buildUrl(
    session?.apiBaseUrl ?? API_BASE_PATH,
    '/participants/{participantId}/files/{fileCategory}/{fileName}',
    { participantId, fileCategory: category, fileName: name },
  );
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${session?.accessToken || UNDEFINED_TOKEN}` },
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError({ url, status: response.status, body });
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
