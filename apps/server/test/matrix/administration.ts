import { randomUUID } from 'node:crypto';
import {
  adminOnly,
  signedIn,
  type MatrixContext,
  type MatrixHarness,
  type MatrixModule,
} from './outcomes.ts';
import { bearer } from '../auth-helpers.ts';

let harness: MatrixHarness | undefined;

/** Creates an object as the administrator and answers its id; each identity's call gets its own. */
async function createAsAdmin(url: string, payload: object): Promise<string> {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: bearer(tokens.get('admin')!),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`matrix setup: POST ${url} gave ${response.statusCode}`);
  return response.json<{ id: string }>().id;
}

const freshApplication = (c: MatrixContext) =>
  createAsAdmin('/applications', { name: `Matrix application ${randomUUID()}`, teamId: c.teamId! });
const freshHelpLink = () =>
  createAsAdmin('/help-links', { title: `Matrix link ${randomUUID()}`, url: 'https://example.org/matrix' });

const range = 'from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z';

/** Rows for the administration routes (issue 4): applications, help links, plugins and logs. */
export const ADMINISTRATION_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    return {};
  },
  rows: {
    'GET /api/v1/applications': { expect: signedIn },
    'POST /api/v1/applications': {
      expect: adminOnly,
      request: (c) => ({ payload: { name: `Matrix application ${randomUUID()}`, teamId: c.teamId! } }),
    },
    'PUT /api/v1/applications/:applicationId': {
      expect: adminOnly,
      request: async (c) => ({
        url: `/api/v1/applications/${await freshApplication(c)}`,
        payload: { description: 'Changed by the authorization matrix' },
      }),
    },

    'GET /api/v1/help-links': { expect: signedIn },
    'POST /api/v1/help-links': {
      expect: adminOnly,
      request: () => ({ payload: { title: `Matrix link ${randomUUID()}`, url: 'https://example.org/help' } }),
    },
    'PUT /api/v1/help-links/:helpLinkId': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/help-links/${await freshHelpLink()}`,
        payload: { sortOrder: 9_000 },
      }),
    },
    'DELETE /api/v1/help-links/:helpLinkId': {
      expect: adminOnly,
      request: async () => ({ url: `/api/v1/help-links/${await freshHelpLink()}` }),
    },

    'PUT /api/admin/plugins/:pluginKey': {
      // Switched on (as it already is), so no other row finds an area turned off.
      expect: adminOnly,
      request: () => ({ url: '/api/admin/plugins/adminLogs', payload: { enabled: true } }),
    },

    'POST /api/v1/logs/user-actions': {
      // Everyone signed in records their own actions, participants too.
      expect: signedIn,
      request: () => ({ payload: { category: 'USERNAV', action: '/matrix', detail: { probe: true } } }),
    },
    'GET /api/v1/logs/user-actions': { expect: adminOnly },
    'GET /api/v1/logs/user-actions/export': {
      expect: adminOnly,
      request: () => ({ url: `/api/v1/logs/user-actions/export?${range}` }),
    },
    'GET /api/v1/logs/activity': { expect: adminOnly },
    'GET /api/v1/logs/activity/export': {
      expect: adminOnly,
      request: () => ({ url: `/api/v1/logs/activity/export?${range}` }),
    },
    'GET /api/v1/logs/daily': { expect: adminOnly },
  },
};
