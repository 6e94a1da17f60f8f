import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_MARGIN_MS } from '@casework/contract';
import { SESSION_ANSWER_REUSE_MS, createSessionAnswers, sessionCookieName } from './session-refresh.ts';

const NAME = 'authjs.session-token';

function answerOf(opts: { accessTokenExpiry: Date; setCookies?: string[]; status?: number }) {
  return {
    status: opts.status ?? 200,
    headers: [['content-type', 'application/json']] as [string, string][],
    setCookies: opts.setCookies ?? [`${NAME}=issued-cookie; Path=/; HttpOnly; SameSite=Lax`],
    body: Buffer.from(
      JSON.stringify({ accessToken: 'token-1', accessTokenExpiry: opts.accessTokenExpiry.toISOString() }),
    ),
  };
}

function answersAt(start: number) {
  const clock = { t: start };
  return { clock, answers: createSessionAnswers({ cookieName: NAME, now: () => clock.t }) };
}

describe('kept answers of the session refresh', () => {
  it('are found by the cookie asked with and by the cookie they set, and by nothing else', () => {
    const { answers } = answersAt(1_000_000);
    const key = answers.keyOf({ [NAME]: 'asked-cookie', 'authjs.csrf-token': 'csrf' })!;
    answers.remember(key, answerOf({ accessTokenExpiry: new Date(1_000_000 + 60 * 60_000) }));
    expect(answers.find(key)?.accessToken).toBe('token-1');
    expect(answers.find(answers.keyOf({ [NAME]: 'issued-cookie' })!)?.accessToken).toBe('token-1');
    expect(answers.find(answers.keyOf({ [NAME]: 'another-cookie' })!)).toBeUndefined();
    // Other cookies beside the session cookie do not change which answer is found.
    expect(answers.find(answers.keyOf({ [NAME]: 'asked-cookie' })!)).toBeDefined();
  });

  it('read every chunk of a chunked session cookie, in name order', () => {
    const { answers } = answersAt(0);
    expect(answers.keyOf({ [`${NAME}.1`]: 'b', [`${NAME}.0`]: 'a', other: 'x' })).toBe(
      `${NAME}.0=a; ${NAME}.1=b`,
    );
    expect(answers.keyOf({ other: 'x', [NAME]: '' })).toBeUndefined();
    expect(answers.keyOf(undefined)).toBeUndefined();
  });

  it('are found by the Cookie header as the browser sends it: session cookies only, values as issued, first of a name', () => {
    const { answers } = answersAt(0);
    const header = `authjs.csrf-token=c%7Cx; ${NAME}.1=b ;${NAME}.0=a%3D;  ${NAME}.1=later; other=${NAME}`;
    expect(answers.keyOfCookieHeader(header)).toBe(`${NAME}.0=a%3D; ${NAME}.1=b`);
    expect(answers.keyOfCookieHeader(`${NAME}=issued-cookie`)).toBe(
      answers.keyOf({ [NAME]: 'issued-cookie' }),
    );
    expect(answers.keyOfCookieHeader('authjs.csrf-token=c; other=x')).toBeUndefined();
    expect(answers.keyOfCookieHeader(`${NAME}=`)).toBeUndefined();
    expect(answers.keyOfCookieHeader(undefined)).toBeUndefined();
  });

  it('are not kept for a signed-out answer, a failure or an answer that set no session cookie', () => {
    const { answers } = answersAt(0);
    const expiry = new Date(60 * 60_000);
    answers.remember('a', { ...answerOf({ accessTokenExpiry: expiry }), body: Buffer.from('null') });
    answers.remember('b', answerOf({ accessTokenExpiry: expiry, status: 500 }));
    answers.remember('c', answerOf({ accessTokenExpiry: expiry, setCookies: [`${NAME}=; Max-Age=0`] }));
    expect(answers.size).toBe(0);
    expect(answers.find('a') ?? answers.find('b') ?? answers.find('c')).toBeUndefined();
  });

  it('are given again for a limited time only, then Auth.js answers (and re-issues the cookie)', () => {
    const { clock, answers } = answersAt(0);
    answers.remember('k', answerOf({ accessTokenExpiry: new Date(4 * 60 * 60_000) }));
    clock.t = SESSION_ANSWER_REUSE_MS - 1;
    expect(answers.find('k')).toBeDefined();
    clock.t = SESSION_ANSWER_REUSE_MS;
    expect(answers.find('k')).toBeUndefined();
  });

  it('are not given again once their access token is due for renewal', () => {
    const { clock, answers } = answersAt(0);
    const expiresAt = SESSION_REFRESH_MARGIN_MS + 60_000;
    answers.remember('k', answerOf({ accessTokenExpiry: new Date(expiresAt) }));
    clock.t = 59_000;
    expect(answers.find('k')).toBeDefined();
    clock.t = 60_001;
    expect(answers.find('k')).toBeUndefined();
  });
});

describe('the session cookie name', () => {
  it('is the one Auth.js uses: __Secure- on https only', () => {
    expect(sessionCookieName('http://localhost:3000')).toBe('authjs.session-token');
    expect(sessionCookieName('https://casework.example.org')).toBe('__Secure-authjs.session-token');
  });
});
