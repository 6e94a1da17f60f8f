import { TeamView } from '@casework/contract';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../test/answer-agreement.ts';
import { TEAM_ID } from '../../test/fixtures.ts';
import { TeamAnswer } from './team-answer.ts';

describe('TeamAnswer', () => {
  it('accepts and refuses what the contract does', () => {
    expectSameVerdicts(TeamAnswer, TeamView, [
      {
        id: TEAM_ID,
        name: 'Family Services',
        description: 'Heating, food and family support',
        isPrivate: false,
        memberCount: 1,
        members: [
          {
            staffMemberId: '0190a5b4-0000-7000-8000-0000000000b1',
            firstName: 'Jo',
            lastName: 'Smith',
            email: 'jo@example.org',
            roles: [{ id: '0190a5b4-0000-7000-8000-0000000000c1', name: 'Inbox worker' }],
          },
        ],
        createdAt: '2025-03-05T20:00:00.000Z',
        updatedAt: '2025-03-05T20:00:00.000Z',
      },
      {
        id: TEAM_ID,
        name: 'Elders',
        description: '',
        isPrivate: true,
        memberCount: 0,
        members: [],
        createdAt: '2025-03-05T20:00:00.000Z',
        updatedAt: '2025-03-06T20:00:00.000Z',
      },
    ]);
  });
});
