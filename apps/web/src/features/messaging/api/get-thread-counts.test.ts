import { ThreadCountsView } from '@casework/contract';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../../test/answer-agreement.ts';
import { ThreadCountsAnswer } from './get-thread-counts.ts';

describe('ThreadCountsAnswer', () => {
  it('accepts and refuses what the contract does', () => {
    expectSameVerdicts(ThreadCountsAnswer, ThreadCountsView, [
      { unread: 2, open: 14, archived: 30, unassigned: 0 },
      { unread: 0, open: 0, archived: 0, unassigned: 5 },
    ]);
  });
});
