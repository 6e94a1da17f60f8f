/**
 * Query keys of the quick-messages feature. Everything sits under ['message-templates'] because a change to a
 * category also changes the templates that name it (and the other way round): one invalidation refreshes it all.
 */
export const templateKeys = {
  all: ['message-templates'] as const,
  mine: (query: object) => ['message-templates', 'list', 'mine', query] as const,
  team: (teamId: string, query: object) => ['message-templates', 'list', 'team', teamId, query] as const,
  detail: (templateId: string) => ['message-templates', 'detail', templateId] as const,
  files: (templateId: string) => ['message-templates', 'files', templateId] as const,
  categories: (teamId: string) => ['message-templates', 'categories', teamId] as const,
};

/** How many templates one page of a list asks for. */
export const TEMPLATE_PAGE_SIZE = 50;
