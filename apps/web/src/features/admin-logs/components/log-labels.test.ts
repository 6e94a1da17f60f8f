import { ACTIVITY_LOG_KINDS, LOG_CATEGORY_CODES } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, KIND_GROUPS, KIND_LABELS } from './log-labels.ts';

describe('log labels', () => {
  it('offers every activity kind exactly once in the kind filter', () => {
    const offered = KIND_GROUPS.flatMap((g) => g.kinds);
    expect([...offered].sort()).toEqual([...ACTIVITY_LOG_KINDS].sort());
  });

  it('has a readable label for every category code and kind, none of them the raw code', () => {
    for (const code of LOG_CATEGORY_CODES) expect(CATEGORY_LABELS[code]).not.toBe(code);
    expect(CATEGORY_LABELS.USERNAV).toBe('Navigation');
    for (const kind of ACTIVITY_LOG_KINDS) expect(KIND_LABELS[kind]).toMatch(/^[A-Z][a-z]/);
  });
});
