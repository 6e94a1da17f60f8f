import { describe, expect, it } from 'vitest';
import { authErrorMessage, authErrorTone } from './auth-error-messages.ts';

describe('authErrorMessage', () => {
  it.each([
    ['SessionRequired', 'Please sign in to continue.'],
    ['CredentialsSignin', 'The e-mail or password is not right.'],
    ['AccessDenied', /may not sign in/],
    ['Configuration', /not set up correctly/],
    ['MissingSecret', /not set up correctly/],
    ['OAuthAccountNotLinked', /already signs in another way/],
    ['OAuthCallbackError', /did not finish/],
    ['Verification', /no longer valid/],
    ['InvalidCallbackUrl', /does not allow/],
  ])('puts %s in plain words', (code, expected) => {
    const message = authErrorMessage(code);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('gives unknown codes the default sentence', () => {
    expect(authErrorMessage('SomethingNew')).toBe('Signing in did not work. Please try again.');
    expect(authErrorMessage('Default')).toBe('Signing in did not work. Please try again.');
  });

  it('gives nothing without a code', () => {
    expect(authErrorMessage(undefined)).toBeNull();
    expect(authErrorMessage('')).toBeNull();
  });

  it('treats SessionRequired as a notice and the rest as errors', () => {
    expect(authErrorTone('SessionRequired')).toBe('notice');
    expect(authErrorTone('CredentialsSignin')).toBe('error');
  });
});
