import type { MessageTemplateView, TemplateCategoryView } from '@casework/contract';
import { TEAM_ID } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

export const TEMPLATE_ID = '0190a5b4-0000-7000-8000-000000000701';
export const CATEGORY_ID = '0190a5b4-0000-7000-8000-000000000801';

/** A team template of the test team (Intake). */
export function buildTemplate(overrides: Partial<MessageTemplateView> = {}): MessageTemplateView {
  const at = '2030-01-02T10:00:00.000Z';
  return {
    id: TEMPLATE_ID,
    name: 'Welcome',
    type: 'team',
    team: { id: TEAM_ID, name: 'Intake' },
    owner: null,
    categories: [],
    bodyHtml: '<p>Hello {participant.firstName}, this is {staff.firstName}.</p>',
    bodyText: 'Hello {participant.firstName}, this is {staff.firstName}.',
    variables: ['participant.firstName', 'staff.firstName'],
    files: [],
    createdBy: { id: '0190a5b4-0000-7000-8000-000000000001', name: 'Sam Staff' },
    createdAt: at,
    updatedBy: { id: '0190a5b4-0000-7000-8000-000000000001', name: 'Sam Staff' },
    updatedAt: at,
    canEdit: true,
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<TemplateCategoryView> = {}): TemplateCategoryView {
  return {
    id: CATEGORY_ID,
    name: 'Documents',
    team: { id: TEAM_ID, name: 'Intake' },
    templateCount: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[]) => jsonResponse({ items, total: items.length });

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Puts `handler` in front of the fake server's fetch (answers undefined fall through to it) and records every
 * /api/v1 call but /auth/me.
 */
export function answerApi(
  server: { fetch: { getMockImplementation(): unknown; mockImplementation(fn: never): unknown } },
  handler: (call: RecordedCall) => Response | undefined,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const original = server.fetch.getMockImplementation() as (input: string) => Promise<Response>;
  const replacement = (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://casework.test');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    if (url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/auth/me') calls.push(call);
    const answer = handler(call);
    return answer ? Promise.resolve(answer) : original(input);
  };
  server.fetch.mockImplementation(replacement as never);
  return calls;
}
