import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_HELP, WEBHOOK_URL_MESSAGES, webhookUrlProblem } from './webhook-url.ts';

const outsideProduction = { allowHttpLocal: true };
const inProduction = { allowHttpLocal: false };

describe('webhookUrlProblem', () => {
  it.each(['https://partner.example.org/hooks', 'https://localhost:8443/hooks', '  https://a.example/x '])(
    'leaves %s to the address check',
    (url) => {
      expect(webhookUrlProblem(url, inProduction)).toBeNull();
      expect(webhookUrlProblem(url, outsideProduction)).toBeNull();
    },
  );

  it('refuses plain http to another machine, in production and outside it, with the same words', () => {
    for (const policy of [inProduction, outsideProduction])
      expect(webhookUrlProblem('http://partner.example.org/hooks', policy)).toBe(
        WEBHOOK_URL_MESSAGES.httpElsewhere,
      );
  });

  it.each([
    'http://localhost:9/hooks',
    'http://LOCALHOST./x',
    'http://127.0.0.1:9/hooks',
    'http://[::1]:9/hooks',
  ])('accepts plain http to this machine (%s) only outside production', (url) => {
    expect(webhookUrlProblem(url, outsideProduction)).toBeNull();
    expect(webhookUrlProblem(url, inProduction)).toBe(WEBHOOK_URL_MESSAGES.httpInProduction);
  });

  it('refuses a user name or password in the address', () => {
    expect(webhookUrlProblem('https://user:pw@partner.example.org/hooks', outsideProduction)).toBe(
      WEBHOOK_URL_MESSAGES.credentials,
    );
  });

  it('leaves what is not a URL to the schema', () => {
    expect(webhookUrlProblem('partner.example.org', outsideProduction)).toBeNull();
  });
});

describe('the words of the rule', () => {
  it('never promise plain http://localhost without the allow-list and the production condition', () => {
    expect(WEBHOOK_URL_MESSAGES.httpElsewhere).toMatch(
      /http:\/\/ is\s+accepted only on a test server, not in production.*localhost.*whoever hosts Casework for your organisation has allowed that host/,
    );
    // The help promises https only.
    expect(WEBHOOK_URL_HELP).not.toMatch(/http:\/\/ is/);
  });

  it('tell an administrator which address is accepted and what to do when it is refused, without server jargon', () => {
    expect(WEBHOOK_URL_HELP).toMatch(/Use a public https:\/\/ address/);
    expect(WEBHOOK_URL_HELP).toMatch(
      /for one on your own network, ask whoever hosts Casework for your organisation to allow it\.$/,
    );
    for (const words of [WEBHOOK_URL_HELP, ...Object.values(WEBHOOK_URL_MESSAGES)])
      expect(words).not.toMatch(/WEBHOOK_ALLOWED_HOSTS|metadata|setting/);
  });
});
