import { describe, expect, it } from 'vitest';
import { fieldKind, humanise } from './json-schema.ts';

describe('humanise', () => {
  it('turns camelCase keys into sentence-case labels', () => {
    expect(humanise('mailAddressIsPhysicalAddress')).toBe('Mail address is physical address');
  });

  it('writes ZIP and e-mail as the rest of the app does', () => {
    expect(humanise('zipCode')).toBe('ZIP code');
    expect(humanise('preferredEmail')).toBe('Preferred e-mail');
    expect(humanise('email')).toBe('E-mail');
  });

  it('spells out abbreviations and keeps proper names capitalised', () => {
    expect(humanise('govtIdType')).toBe('Government ID type');
    expect(humanise('hasGovtId')).toBe('Has government ID');
    expect(humanise('isAlaskaNativeOrAmericanIndian')).toBe('Is Alaska Native or American Indian');
    expect(humanise('cibOnFile')).toBe('CIB on file');
  });
});

describe('fieldKind', () => {
  it('knows an e-mail address and a ZIP code by the format the contract gives, not by the name', () => {
    expect(fieldKind('contact', { type: 'string', format: 'email' })).toBe('email');
    expect(fieldKind('postcode', { type: 'string', format: 'zip-code' })).toBe('zip');
    expect(fieldKind('zipCode', { type: 'string' })).toBe('string');
    expect(fieldKind('workEmail', { type: 'string' })).toBe('string');
  });
});
