import { PARTICIPANT_FILE_CATEGORIES } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { byFileCategoryOrder, fileCategoryChoices, fileCategoryLabel } from './file-categories.ts';

describe('file categories', () => {
  it('shows each offered category as a capitalised word', () => {
    expect(PARTICIPANT_FILE_CATEGORIES.map(fileCategoryLabel)).toEqual([
      'Identity',
      'Income',
      'Housing',
      'Health',
      'Other',
    ]);
  });

  it('reads a category it does not know with spaces and a capital, keeping the stored value for the select', () => {
    expect(fileCategoryLabel('tribal-enrollment')).toBe('Tribal enrollment');
    expect(fileCategoryLabel('court_orders')).toBe('Court orders');
    expect(fileCategoryChoices(['other', 'tribal-enrollment'])).toEqual([
      { value: 'other', label: 'Other' },
      { value: 'tribal-enrollment', label: 'Tribal enrollment' },
    ]);
  });

  it('orders the offered categories as listed, then the others by their words, and "Other" last', () => {
    expect(['other', 'court_orders', 'health', 'Benefits', 'identity'].sort(byFileCategoryOrder)).toEqual([
      'identity',
      'health',
      'Benefits',
      'court_orders',
      'other',
    ]);
  });
});
