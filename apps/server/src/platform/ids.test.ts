import { describe, expect, it } from 'vitest';
import { PARTICIPANT_ID_PATTERN, newParticipantId, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version-7, variant-1 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('sorts by creation time', () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(1_500_000_000_000)];
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('participant ids', () => {
  it('are short codes without ambiguous symbols (0, 1, I, L, O, U)', () => {
    for (let i = 0; i < 500; i += 1) {
      const id = newParticipantId();
      expect(id).toMatch(PARTICIPANT_ID_PATTERN);
      expect(id).not.toMatch(/[01ILOU]/);
    }
  });
});

describe('uuidv7 with given random bytes', () => {
  it('is deterministic for the same time and bytes', () => {
    const bytes = Buffer.alloc(16, 0xab);
    expect(uuidv7(1_700_000_000_000, bytes)).toBe(uuidv7(1_700_000_000_000, bytes));
    expect(uuidv7(1_700_000_000_000, bytes)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);
  });
});
