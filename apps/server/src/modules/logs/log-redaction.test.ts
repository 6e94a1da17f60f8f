import { describe, expect, it } from 'vitest';
import { REDACTED, redactDetail, redactText } from './log-redaction.ts';

describe('log redaction', () => {
  it('redacts secret-named fields at any depth, keeping ordinary ones', () => {
    expect(
      redactDetail({
        term: 'food bank',
        results: 12,
        password: 'hunter2',
        newPassword: 'x',
        passphrase: 'blue heron',
        csrfToken: 'abc',
        messageBody: '<p>my diagnosis</p>',
        nested: { accessToken: 'eyJ', list: [{ body: 'text' }], path: '/staff/inbox' },
        passport: 'kept',
        author: 'kept',
      }),
    ).toEqual({
      term: 'food bank',
      results: 12,
      password: REDACTED,
      newPassword: REDACTED,
      passphrase: REDACTED,
      csrfToken: REDACTED,
      messageBody: REDACTED,
      nested: { accessToken: REDACTED, list: [{ body: REDACTED }], path: '/staff/inbox' },
      passport: 'kept',
      author: 'kept',
    });
  });

  it('redacts a secret-named value whatever its type; a secret word as a value, such as a kind, stays', () => {
    expect(
      redactDetail({
        code: 482915,
        nested: { passphrase: 1, otp: { code: 7 } },
        moved: [
          { kind: 'passphrase', count: 1 },
          { kind: 'files', count: 3 },
        ],
      }),
    ).toEqual({
      code: REDACTED,
      nested: { passphrase: REDACTED, otp: { code: REDACTED } },
      moved: [
        { kind: 'passphrase', count: 1 },
        { kind: 'files', count: 3 },
      ],
    });
  });

  it('redacts secrets inside text: query parameters, bearer tokens and JWTs', () => {
    expect(redactText('/reset?token=abc123&next=/home')).toBe(`/reset?token=${REDACTED}&next=/home`);
    expect(redactText('/cb?code=xyz&state=1')).toBe(`/cb?code=${REDACTED}&state=1`);
    expect(redactText('password=hunter2')).toBe(`password=${REDACTED}`);
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText('sent eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature here')).toBe(
      `sent ${REDACTED} here`,
    );
    expect(redactText('/staff/find-a-service?term=housing&zipcode=99501')).toBe(
      '/staff/find-a-service?term=housing&zipcode=99501',
    );
  });
});
