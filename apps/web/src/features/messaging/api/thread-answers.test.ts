import { ListThreadsResponse, ThreadAssigneesView, ThreadsChangedResult } from '@casework/contract';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../../test/answer-agreement.ts';
import { buildThreadListItem } from '../../../test/fixtures.ts';
import { ThreadAssigneesAnswer, ThreadListAnswer, ThreadsChangedAnswer } from './thread-answers.ts';

const JO = { id: '0190a5b4-0000-7000-8000-0000000000b1', name: 'Jo Smith' };
const HOUSING = { id: '0190a5b4-0000-7000-8000-0000000000ab', name: 'Housing' };

describe('the inbox thread answers agree with the contract', () => {
  it('a page of an inbox list', () => {
    expectSameVerdicts(ThreadListAnswer, ListThreadsResponse, [
      { items: [buildThreadListItem()], total: 1 },
      {
        items: [
          buildThreadListItem({
            kind: 'personal',
            team: null,
            owner: JO,
            assignees: [JO],
            referredToTeam: HOUSING,
            lastMessageFrom: 'staff',
            unread: true,
            archived: true,
            waitingSince: '2025-03-05T17:40:00.000Z',
          }),
        ],
        total: 40,
      },
      { items: [], total: 0 },
    ]);
  });

  it('archive and unarchive', () => {
    expectSameVerdicts(ThreadsChangedAnswer, ThreadsChangedResult, [
      { changed: 1, threadIds: [buildThreadListItem().id] },
      { changed: 0, threadIds: [] },
    ]);
  });

  it('assignment', () => {
    expectSameVerdicts(ThreadAssigneesAnswer, ThreadAssigneesView, [
      { threadId: buildThreadListItem().id, assignees: [JO] },
      { threadId: buildThreadListItem().id, assignees: [] },
    ]);
  });
});
