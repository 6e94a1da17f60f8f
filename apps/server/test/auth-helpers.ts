import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '#src/modules/auth/passwords.ts';

export const DEMO = {
  admin: 'admin@example.org',
  supervisor: 'supervisor@example.org',
  staff: 'staff@example.org',
  participant: 'participant@example.org',
  participant2: 'participant2@example.org',
} as const;
export type DemoIdentity = keyof typeof DEMO;

/** A cookie jar for app.inject: keeps what Set-Cookie sets (and forgets what it clears). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  names(): string[] {
    return [...this.cookies.keys()];
  }
}

export interface SignInResult {
  status: number;
  body: { url?: string } & Record<string, unknown>;
  headers: Record<string, unknown>;
  jar: CookieJar;
}

/** Signs in through the real Auth.js credentials flow (CSRF token, form post), as the web app does. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  jar = new CookieJar(),
): Promise<SignInResult> {
  const csrf = await app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { cookie: jar.header() } });
  jar.store(csrf.headers['set-cookie'] as string[]);
  const { csrfToken } = csrf.json<{ csrfToken: string }>();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/callback/credentials',
    headers: {
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
    },
    payload: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }).toString(),
  });
  jar.store(response.headers['set-cookie'] as string[]);
  return { status: response.statusCode, body: response.json(), headers: response.headers, jar };
}

export async function getSession(app: FastifyInstance, jar: CookieJar) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: jar.header() },
  });
  jar.store(response.headers['set-cookie'] as string[]);
  return response.json<Record<string, unknown> | null>();
}

/** Signs in a demo account and returns its bearer access token and cookie jar. */
export async function signInAs(app: FastifyInstance, who: DemoIdentity) {
  const result = await signIn(app, DEMO[who]);
  if (String(result.body.url).includes('error='))
    throw new Error(`Demo sign-in failed for ${who}: ${String(result.body.url)}`);
  const session = await getSession(app, result.jar);
  return { token: String(session?.accessToken), jar: result.jar, session: session! };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs out through Auth.js (CSRF token, form post), as the web app does. */
export async function signOut(app: FastifyInstance, jar: CookieJar) {
  const csrf = await app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { cookie: jar.header() } });
  jar.store(csrf.headers['set-cookie'] as string[]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: {
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
    },
    payload: new URLSearchParams({
      csrfToken: csrf.json<{ csrfToken: string }>().csrfToken,
      callbackUrl: '/sign-in',
    }).toString(),
  });
  jar.store(response.headers['set-cookie'] as string[]);
  return response;
}

/** The server-side session id inside an access token. */
export function sessionIdOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
}

/** The cast of a participant-scoped test: a staff member, the demo participant (own record) and the other one. */
export async function signInCast(app: FastifyInstance) {
  const staff = await signInAs(app, 'staff');
  const own = await signInAs(app, 'participant');
  const other = await signInAs(app, 'participant2');
  return {
    staff: staff.token,
    participant: own.token,
    participant2: other.token,
    ownId: String(own.session.participantId),
    otherId: String(other.session.participantId),
  };
}
