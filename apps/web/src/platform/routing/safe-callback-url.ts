const NEVER_RETURN_TO = ['/sign-in', '/auth/'];

/**
 * The callbackUrl to return to after sign-in, when it is a same-origin relative path; null otherwise
 * (an open redirect would let a crafted link send a freshly signed-in user to another site).
 */
export function safeCallbackUrl(raw: unknown, origin: string = window.location.origin): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (NEVER_RETURN_TO.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix)))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
