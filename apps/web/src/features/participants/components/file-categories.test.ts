import { describe, expect, it } from 'vitest';
import { byFileCategoryOrder, fileCategoryChoices } from './file-categories.ts';

describe('file categories', () => {
  // fileCategoryLabel's words are the contract's (rules/file-category.test.ts).
  it('offers each category by its words, keeping the stored value for the select', () => {
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
