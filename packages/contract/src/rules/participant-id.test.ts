import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_ID_PATTERN } from '../constants.ts';
import { participantIdInput } from './participant-id.ts';

const ID_CHARS = [...'23456789ABCDEFGHJKMNPQRSTVWXYZ'];
const idChar = fc.constantFrom(...ID_CHARS);
const anId = fc
  .tuple(fc.array(idChar, { minLength: 4, maxLength: 4 }), fc.array(idChar, { minLength: 4, maxLength: 4 }))
  .map(([a, b]) => `${a.join('')}-${b.join('')}`);

describe('participantIdInput', () => {
  it('writes an id read out or copied without its hyphen, in lower case or with spaces as Casework writes it', () => {
    for (const typed of [
      'kp4tjf38',
      'KP4TJF38',
      'KP4T JF38',
      ' kp4t-jf38 ',
      'KP4T--JF38',
      'kp4t - jf38',
      'KP4T\u2013JF38',
      'KP4T\u2011JF38',
    ])
      expect(participantIdInput(typed)).toBe('KP4T-JF38');
  });

  it('writes the beginning of an id with its hyphen only once it has more than four characters', () => {
    expect(participantIdInput('kp4')).toBe('KP4');
    expect(participantIdInput('kp4t')).toBe('KP4T');
    expect(participantIdInput('kp4t-')).toBe('KP4T');
    expect(participantIdInput('kp4tj')).toBe('KP4T-J');
    expect(participantIdInput('')).toBe('');
  });

  it('leaves what no id can be recognisably wrong: a letter ids never use, too many characters', () => {
    expect(PARTICIPANT_ID_PATTERN.test(participantIdInput('kp4tjf3o'))).toBe(false);
    expect(PARTICIPANT_ID_PATTERN.test(participantIdInput('kp4tjf388'))).toBe(false);
  });

  it('gives back every id as it is, and the same id however its case, hyphen and spaces were typed', () => {
    fc.assert(
      fc.property(anId, fc.boolean(), fc.boolean(), (id, lower, spaced) => {
        expect(participantIdInput(id)).toBe(id);
        let typed = id.replace('-', spaced ? ' ' : '');
        if (lower) typed = typed.toLowerCase();
        expect(participantIdInput(typed)).toBe(id);
      }),
    );
  });
});
