/** Query keys of the admin-logs feature. */
export const adminLogKeys = {
  all: ['admin-logs'] as const,
  activity: (query: object) => ['admin-logs', 'activity', query] as const,
  userActions: (query: object) => ['admin-logs', 'user-actions', query] as const,
  daily: (query: object) => ['admin-logs', 'daily', query] as const,
};
