import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { threadKeys } from './query-keys.ts';
import { refreshThreads } from './refresh-threads.ts';

const TEAM_ID = '0190a5b4-0000-7000-8000-0000000000aa';
const USER_ID = '0190a5b4-0000-7000-8000-0000000000ab';

describe('refreshThreads', () => {
  // Reading, archiving, replying and live events all refresh through it: the team inbox's badge follows them.
  it("refreshes a team inbox's counts with the personal ones", async () => {
    const queryClient = new QueryClient();
    const counts = { unread: 1, open: 2, archived: 3, unassigned: 0 };
    queryClient.setQueryData(threadKeys.teamCounts(TEAM_ID), counts);
    queryClient.setQueryData(threadKeys.counts(USER_ID), counts);
    await refreshThreads(queryClient);
    expect(queryClient.getQueryState(threadKeys.teamCounts(TEAM_ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(threadKeys.counts(USER_ID))?.isInvalidated).toBe(true);
  });
});
