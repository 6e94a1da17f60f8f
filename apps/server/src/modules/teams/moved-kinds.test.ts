import { describe, expect, it } from 'vitest';
import { describeMoved } from './moved-kinds.ts';

describe('describeMoved', () => {
  it('names what moved in words, one or many, and leaves out what did not move', () => {
    expect(
      describeMoved({ memberships: 1, threads: 0, templateCategories: 2, templates: 1, applications: 3 }),
    ).toBe(
      '1 team membership, 2 quick-message categories, 1 quick message, 3 applications (messaging departments)',
    );
    expect(describeMoved({ memberships: 2, threads: 1, templateCategories: 1, applications: 1 })).toBe(
      '2 team memberships, 1 message thread, 1 quick-message category, 1 application (messaging department)',
    );
  });

  it('says "nothing needed moving" when nothing moved, never "0 memberships, 0 threads"', () => {
    expect(describeMoved({ memberships: 0, threads: 0, templateCategories: 0, templates: 0 })).toBe(
      'nothing needed moving',
    );
  });

  it('reads a kind added later from its key', () => {
    expect(describeMoved({ probeRows: 2, caseStudies: 1 })).toBe('2 probe rows, 1 case study');
  });
});
