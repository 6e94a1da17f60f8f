import { SESSION_REFRESH_MARGIN_MS } from '@casework/contract';
import { createBoundedMap } from '#src/platform/runtime/bounded-map.ts';

/** How long an answer of GET /api/auth/session is given again before Auth.js re-issues the cookie. */
export const SESSION_ANSWER_REUSE_MS = 5 * 60_000;
/** Answers kept at most (each under the cookie it answered and the cookie it set: about 3 kB together). */
const ANSWERS_KEPT = 4_000;

/** Auth.js's session cookie name for the public URL (the __Secure- prefix on https, as Auth.js chooses it). */
export function sessionCookieName(publicUrl: string): string {
  return `${publicUrl.startsWith('https://') ? '__Secure-' : ''}authjs.session-token`;
}

/** An answer of Auth.js to GET /api/auth/session for a valid session, to give again as it was. */
export interface SessionAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The access token inside the answer: checked again (signature, expiry, session) before each reuse. */
  accessToken: string;
  accessTokenExpiresAtMs: number;
  reusableUntilMs: number;
}

/**
 * Answers of GET /api/auth/session, by the exact session cookie they answered and the exact cookie Auth.js set in
 * them. Auth.js decrypts the cookie, runs the jwt callback (the session check) and encrypts a new cookie on every
 * call, about 3 ms; the web app asks on every window focus. A kept answer is given again, without a new cookie,
 * while its access token is valid and not due for renewal and only after the session behind it passes the same
 * check the jwt callback makes (`stillValid`: ended, idle, expired or disabled sessions are refused on the very
 * next call). The cookie's expiry then moves on at most every SESSION_ANSWER_REUSE_MS; it always outlives the
 * server-side session, whose absolute and idle timeouts are what end it.
 */
export function createSessionAnswers(opts: { cookieName: string; now?: () => number }) {
  const { cookieName, now = Date.now } = opts;
  const answers = createBoundedMap<string, SessionAnswer>(ANSWERS_KEPT);

  /** The session cookies as Auth.js reads them (every cookie whose name starts with its name, chunks too). */
  function keyOf(cookies: Record<string, string | undefined> | undefined): string | undefined {
    if (!cookies) return undefined;
    const pairs: string[] = [];
    for (const [name, value] of Object.entries(cookies))
      if (name.startsWith(cookieName) && value) pairs.push(`${name}=${value}`);
    return pairs.length > 0 ? pairs.sort().join('; ') : undefined;
  }

  /** Adds `name=value` to `cookies` unless its name is already there (or `replace`), for the session cookies only. */
  function addPair(cookies: Record<string, string>, pair: string, replace: boolean): void {
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    if (name.startsWith(cookieName) && (replace || !(name in cookies)))
      cookies[name] = pair.slice(eq + 1).trim();
  }

  /**
   * The session cookies of a request's Cookie header, values exactly as sent (no decoding, as the Set-Cookie values
   * they were issued with); a name sent twice counts once, the first time, as cookie parsers read it.
   */
  function keyOfCookieHeader(header: string | undefined): string | undefined {
    if (!header || !header.includes(cookieName)) return undefined;
    const cookies: Record<string, string> = {};
    for (const pair of header.split(';')) addPair(cookies, pair, false);
    return keyOf(cookies);
  }

  /** The session cookies a Set-Cookie list sets (cleared ones left out), as the browser will send them back. */
  function keyOfSetCookies(setCookies: string[]): string | undefined {
    const cookies: Record<string, string> = {};
    for (const line of setCookies) addPair(cookies, line.split(';', 1)[0]!, true);
    return keyOf(cookies);
  }

  return {
    keyOf,
    keyOfCookieHeader,

    /** A kept answer for these cookies that may be given again once its session is checked, if there is one. */
    find(key: string): SessionAnswer | undefined {
      const answer = answers.get(key);
      if (!answer) return undefined;
      const t = now();
      if (t < answer.reusableUntilMs && answer.accessTokenExpiresAtMs - t >= SESSION_REFRESH_MARGIN_MS)
        return answer;
      answers.delete(key);
      return undefined;
    },

    forget(key: string): void {
      answers.delete(key);
    },

    /**
     * Keeps Auth.js's answer to `requestKey` when it is a signed-in session (a body with an access token and a new
     * session cookie), under the request's cookie and the one it set.
     */
    remember(
      requestKey: string,
      response: { status: number; headers: [string, string][]; setCookies: string[]; body: Buffer },
    ): void {
      if (response.status !== 200) return;
      const setKey = keyOfSetCookies(response.setCookies);
      if (!setKey) return;
      let session: { accessToken?: unknown; accessTokenExpiry?: unknown } | null;
      try {
        session = JSON.parse(response.body.toString('utf8')) as typeof session;
      } catch {
        return;
      }
      if (typeof session?.accessToken !== 'string' || typeof session.accessTokenExpiry !== 'string') return;
      const accessTokenExpiresAtMs = Date.parse(session.accessTokenExpiry);
      if (!Number.isFinite(accessTokenExpiresAtMs)) return;
      const answer: SessionAnswer = {
        status: response.status,
        headers: response.headers,
        body: response.body,
        accessToken: session.accessToken,
        accessTokenExpiresAtMs,
        reusableUntilMs: now() + SESSION_ANSWER_REUSE_MS,
      };
      answers.set(requestKey, answer);
      answers.set(setKey, answer);
    },

    get size(): number {
      return answers.size;
    },
  };
}
export type SessionAnswers = ReturnType<typeof createSessionAnswers>;
