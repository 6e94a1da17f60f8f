/**
 * Query keys of the messaging feature. Everything about threads sits under ['threads'] so one live event can refresh
 * the lists, counts and report at once, and the one thread it names.
 */
export const threadKeys = {
  all: ['threads'] as const,
  lists: ['threads', 'list'] as const,
  userList: (userId: string, query: object) => ['threads', 'list', 'user', userId, query] as const,
  teamList: (teamId: string, query: object) => ['threads', 'list', 'team', teamId, query] as const,
  unassigned: (body: object) => ['threads', 'list', 'unassigned', body] as const,
  unresponded: (teamId: string, query: object) => ['threads', 'list', 'unresponded', teamId, query] as const,
  counts: (userId: string) => ['threads', 'counts', userId] as const,
  // Under allCounts, so whatever refreshes the counts (refreshThreads) refreshes a team's too.
  teamCounts: (teamId: string) => ['threads', 'counts', 'team', teamId] as const,
  allCounts: ['threads', 'counts'] as const,
  report: (query: object) => ['threads', 'report', query] as const,
  allReports: ['threads', 'report'] as const,
  detail: (threadId: string) => ['threads', 'detail', threadId] as const,
  messages: (threadId: string, query: object) => ['threads', 'detail', threadId, 'messages', query] as const,
  files: (threadId: string, messageId: string) =>
    ['threads', 'detail', threadId, 'files', messageId] as const,
};
