import { TeamThreadCountsView } from '@casework/contract';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../../test/answer-agreement.ts';
import { TeamThreadCountsAnswer } from './get-team-thread-counts.ts';

describe('TeamThreadCountsAnswer', () => {
  it('accepts and refuses what the contract does', () => {
    expectSameVerdicts(TeamThreadCountsAnswer, TeamThreadCountsView, [
      { unread: 2, open: 14, archived: 30, unassigned: 3 },
      { unread: 0, open: 0, archived: 0, unassigned: 0 },
    ]);
  });
});
