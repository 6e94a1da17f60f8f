import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, false and empty values included', () => {
    const current = { title: 'Alaska 211', description: 'Call 2-1-1', sortOrder: 10, isActive: true };
    expect(changedFields({ ...current, description: '', isActive: false }, current)).toEqual({
      description: '',
      isActive: false,
    });
  });

  it('is empty when nothing changed', () => {
    const current = { name: 'Intake', teamId: 't1' };
    expect(changedFields({ ...current }, current)).toEqual({});
  });
});
