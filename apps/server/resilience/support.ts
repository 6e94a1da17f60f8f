import pg from 'pg';

/** Runs `work` with a client on `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The participant-create body of write `index` (unique names so the duplicate check never refuses one). */
export function participantBody(marker: string, index: number) {
  return { firstName: 'Resilience', lastName: `${marker}n${index}`, dob: '1980-02-03' };
}

/** One HTTP answer (or the failure to get one). */
export interface Answer {
  status: number | 'network';
  code: string | undefined;
  replayed: boolean;
  ms: number;
  body: unknown;
}

/** Sends a JSON request and never throws: a refused connection or time-out is `status: 'network'`. */
export async function send(
  url: string,
  init: { method: string; token: string; body?: unknown; key?: string; timeoutMs: number },
): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${init.token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const code = typeof body === 'object' && body && 'code' in body ? String(body.code) : undefined;
    return {
      status: response.status,
      code,
      replayed: response.headers.get('idempotency-replayed') === 'true',
      ms: performance.now() - startedAt,
      body,
    };
  } catch (error) {
    return {
      status: 'network',
      code: String(error),
      replayed: false,
      ms: performance.now() - startedAt,
      body: null,
    };
  }
}

/** A value rounded to one decimal. */
export const round1 = (value: number) => Math.round(value * 10) / 10;
