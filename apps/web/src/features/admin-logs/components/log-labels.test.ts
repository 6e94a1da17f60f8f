import { ACTIVITY_LOG_KINDS } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { KIND_GROUPS } from './log-labels.ts';

describe('log labels', () => {
  it('offers every activity kind exactly once in the kind filter', () => {
    const offered = KIND_GROUPS.flatMap((g) => g.kinds);
    expect([...offered].sort()).toEqual([...ACTIVITY_LOG_KINDS].sort());
  });
});
