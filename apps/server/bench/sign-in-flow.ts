import { summarise, type Measurement, type Sampled } from './latency.ts';

/** A staff account with a real password (argon2id hash in the database) that the sign-in scenario uses in turn. */
export interface Account {
  email: string;
  password: string;
}

/** One run of the sign-in scenario, as the main thread asks the load worker for it. */
export interface SignInJob {
  kind: 'sign-in';
  baseUrl: string;
  accounts: Account[];
  connections: number;
  durationS: number;
}

/** The Auth.js session cookie's name on plain http (authjs.session-token; __Secure- on https). */
const SESSION_COOKIE = /(?:^|,\s*)(?:__Secure-)?authjs\.session-token=/;

/** The cookies of a response as a Cookie header (name=value pairs, attributes dropped). */
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

/**
 * The web app's sign-in, exactly as the browser makes it: GET /api/auth/csrf (token and its cookie), then the form
 * POST to /api/auth/callback/credentials. Succeeds when Auth.js answers 302 with a session cookie; answers that
 * cookie (as a Cookie header).
 */
export async function signInOnce(baseUrl: string, account: Account): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(csrf) },
    body: new URLSearchParams({ ...account, csrfToken, callbackUrl: baseUrl }).toString(),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().join(', ');
  if (response.status !== 302 || !SESSION_COOKIE.test(cookies))
    throw new Error(`sign-in of ${account.email} answered ${response.status} without a session cookie`);
  return cookieHeader(response);
}

/** `connections` loops signing in for `durationS` seconds, the accounts in turn; each sign-in (both requests) timed. */
export async function runSignIns(
  job: SignInJob,
): Promise<Sampled<Measurement & { statusCodes: Record<string, number> }>> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let turn = 0;
  const started = performance.now();
  const deadline = started + job.durationS * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const account = job.accounts[turn++ % job.accounts.length]!;
      const t0 = performance.now();
      try {
        await signInOnce(job.baseUrl, account);
        latencies.push(performance.now() - t0);
        statusCodes['302'] = (statusCodes['302'] ?? 0) + 1;
      } catch {
        errors += 1;
        statusCodes.failed = (statusCodes.failed ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
  const durationS = (performance.now() - started) / 1000;
  return { ...summarise(latencies, durationS, errors, latencies.length + errors), statusCodes, latencies };
}
