import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_CATEGORIES, fileCategoryChoices, fileCategoryLabel } from './file-categories.ts';

describe('file categories', () => {
  it('shows each offered category as a capitalised word', () => {
    expect(DEFAULT_FILE_CATEGORIES.map(fileCategoryLabel)).toEqual([
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
});
