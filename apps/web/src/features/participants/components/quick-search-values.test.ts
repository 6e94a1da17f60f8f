import { describe, expect, it } from 'vitest';
import { quickSearchValues, type QuickSearchValues } from './quick-search-values.ts';

// What a person types into a quick search (the participants hub, the participant picker) and what it looks for.
const CASES: [typed: string, reads: QuickSearchValues][] = [
  // A lone name may be the first or the last.
  ['Lena', { name: 'Lena' }],
  ['  Andrews ', { name: 'Andrews' }],
  ["O'Brien-Smith", { name: "O'Brien-Smith" }],
  // First and last; everything after the first word is the last name.
  ['Lena Andrews', { firstName: 'Lena', lastName: 'Andrews' }],
  ['  Lena   Andrews ', { firstName: 'Lena', lastName: 'Andrews' }],
  ['Mary Ann Ivanoff', { firstName: 'Mary', lastName: 'Ann Ivanoff' }],
  // "Last, First", with or without a space, or one side of the comma alone.
  ['Andrews, Lena', { lastName: 'Andrews', firstName: 'Lena' }],
  ['Andrews,Lena', { lastName: 'Andrews', firstName: 'Lena' }],
  ['Van Der Berg, Mary Ann', { lastName: 'Van Der Berg', firstName: 'Mary Ann' }],
  ['Andrews,', { lastName: 'Andrews' }],
  [', Lena', { firstName: 'Lena' }],
  [',', {}],
  // A participant id, or its start, in any case, with or without its hyphen.
  ['8AQ3-KGJW', { participantId: '8AQ3-KGJW' }],
  ['8aq3-kgjw', { participantId: '8AQ3-KGJW' }],
  ['8aq3kgjw', { participantId: '8AQ3-KGJW' }],
  // Copied from a letter whose word processor made the hyphen an en dash or a non-breaking hyphen.
  ['8AQ3\u2013KGJW', { participantId: '8AQ3-KGJW' }],
  ['2345\u20116789', { participantId: '2345-6789' }],
  ['8AQ3-K', { participantId: '8AQ3-K' }],
  ['8AQ3-', { participantId: '8AQ3' }],
  ['8AQ', { participantId: '8AQ' }],
  ['2345', { participantId: '2345' }],
  // Seven digits or more and no letters: a phone number, as its digits.
  ['(907) 555-0142', { phone: '9075550142' }],
  ['9075550142', { phone: '9075550142' }],
  ['+1 907 555 0142', { phone: '19075550142' }],
  ['555-0142', { phone: '5550142' }],
  // Eight digits 2–9 are a whole participant id, hyphen or not: no phone number has eight digits.
  ['2345-6789', { participantId: '2345-6789' }],
  ['23456789', { participantId: '2345-6789' }],
  ['2345-6780', { phone: '23456780' }],
  ['234-567-8912', { phone: '2345678912' }],
  // Fewer digits than a phone number has and not an id: still a phone number, for the server to say it is short.
  ['555-01', { phone: '55501' }],
  // Letters of the id alphabet without a digit are a name, not an id.
  ['BETH', { name: 'BETH' }],
  // A real date typed as MM/DD/YYYY, or with a one-digit month or day, is a date of birth, not a phone number.
  ['04/12/1988', { dob: '1988-04-12' }],
  ['4/12/1988', { dob: '1988-04-12' }],
  ['4/2/1988', { dob: '1988-04-02' }],
  [' 12/31/1970 ', { dob: '1970-12-31' }],
  // An e-mail address.
  ['participant@example.org', { email: 'participant@example.org' }],
  // Nothing.
  ['', {}],
  ['   ', {}],
];

describe('quickSearchValues', () => {
  it.each(CASES)('reads %j as %j', (typed, reads) => {
    expect(quickSearchValues(typed)).toEqual(reads);
  });

  it.each(['02/30/1988', '13/12/1988', '4/12/88'])(
    'does not read %j, no real date, as a date of birth',
    (typed) => {
      expect(quickSearchValues(typed).dob).toBeUndefined();
    },
  );
});
