import { describe, expect, it } from 'vitest';
import { displayDate } from './log-time.ts';

describe('log days', () => {
  it('shows a date as MM/DD/YYYY', () => {
    expect(displayDate('2025-03-01')).toBe('03/01/2025');
  });
});
