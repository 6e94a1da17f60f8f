import { describe, expect, it } from 'vitest';
import { PARTICIPANT_FILE_CATEGORIES } from '../constants.ts';
import { fileCategoryLabel } from './file-category.ts';

describe('fileCategoryLabel', () => {
  it('names the offered categories in words, and any other by its own words', () => {
    expect(PARTICIPANT_FILE_CATEGORIES.map(fileCategoryLabel)).toEqual([
      'Identity',
      'Income',
      'Housing',
      'Health',
      'Other',
    ]);
    expect(fileCategoryLabel('tribal-enrollment')).toBe('Tribal enrollment');
    expect(fileCategoryLabel('court_orders')).toBe('Court orders');
  });
});
