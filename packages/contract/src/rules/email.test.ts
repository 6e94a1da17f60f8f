import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Email, EMAIL_MESSAGE, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    'name@example.org',
    'First.Last@Example.COM',
    "o'brien+tag@mail.example.co.uk",
    'a_b-c@sub-domain.example.info',
    'x@xn--bcher-kva.de',
    'user123@a1.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it('accepts a local part of exactly 65 characters and rejects 66', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.org`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(66)}@example.org`)).toBe(false);
  });

  it('requires exactly one @', () => {
    expect(isValidEmail('name.example.org')).toBe(false);
    expect(isValidEmail('name@@example.org')).toBe(false);
    expect(isValidEmail('a@b@example.org')).toBe(false);
  });

  it('rejects an empty local part or domain', () => {
    expect(isValidEmail('@example.org')).toBe(false);
    expect(isValidEmail('name@')).toBe(false);
  });

  it('rejects doubled dots and other repeated punctuation', () => {
    expect(isValidEmail('first..last@example.org')).toBe(false);
    expect(isValidEmail('first.-last@example.org')).toBe(false);
    expect(isValidEmail('name@example..org')).toBe(false);
  });

  it('rejects a local part that starts or ends with a dot', () => {
    expect(isValidEmail('.name@example.org')).toBe(false);
    expect(isValidEmail('name.@example.org')).toBe(false);
  });

  it('rejects domain labels that start or end with a hyphen', () => {
    expect(isValidEmail('name@-example.org')).toBe(false);
    expect(isValidEmail('name@example-.org')).toBe(false);
  });

  it('rejects a domain without a dot or with an underscore', () => {
    expect(isValidEmail('name@localhost')).toBe(false);
    expect(isValidEmail('name@my_host.org')).toBe(false);
  });

  it('requires a final label of 2 to 4 letters', () => {
    expect(isValidEmail('name@example.o')).toBe(false);
    expect(isValidEmail('name@example.museum')).toBe(false);
    expect(isValidEmail('name@example.c0m')).toBe(false);
    expect(isValidEmail('name@example.info')).toBe(true);
  });

  it('rejects spaces anywhere, including around the address', () => {
    expect(isValidEmail('first last@example.org')).toBe(false);
    expect(isValidEmail(' name@example.org')).toBe(false);
  });

  it('rejects any address with a doubled dot in the local part', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,20}$/), fc.stringMatching(/^[a-z]{1,20}$/), (a, b) => {
        expect(isValidEmail(`${a}.${b}@example.org`)).toBe(true);
        expect(isValidEmail(`${a}..${b}@example.org`)).toBe(false);
      }),
    );
  });
});

describe('Email schema', () => {
  it('trims surrounding whitespace and keeps the case as typed', () => {
    expect(Email.parse('  Name@Example.org \n')).toBe('Name@Example.org');
  });

  it('explains the expected format when the address is invalid', () => {
    const result = Email.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    expect(EMAIL_MESSAGE).toBe('Enter an e-mail address like name@example.org');
  });
});
