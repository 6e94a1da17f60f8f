import { randomBytes } from 'node:crypto';
import { bearer } from '../auth-helpers.ts';
import type { Identity, MatrixContext, MatrixHarness, MatrixModule, Outcome } from './outcomes.ts';
import { PDF_BYTES, multipartBody } from '#src/modules/participant-files/participant-files.test-support.ts';

// Presets spelled out: importing them from authorization-matrix.ts would read them before it has defined them.
const staffOnly: Record<Identity, Outcome> = {
  anonymous: 401,
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 403,
  participant2: 403,
};
/**
 * Family Services templates and categories: its case worker (staff) and supervisor work that inbox; the
 * administrator (in no team) gets 404, as if they did not exist; participants are refused by role.
 */
const familyInbox: Record<Identity, Outcome> = { ...staffOnly, admin: 404 };

let harness: MatrixHarness | undefined;
const fresh = (who: Identity) => `matrix-${who}-${randomBytes(4).toString('hex')}`;

async function call(
  method: 'POST' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(tokens.get('staff')!), ...headers },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`matrix setup ${method} ${url} failed: ${response.body}`);
  return response.json<{ id: string; items?: { name: string }[] }>();
}

/** A Family Services team template, created by the demo case worker. */
const freshTemplate = async (c: MatrixContext, who: Identity) =>
  (
    await call('POST', '/message-templates', {
      name: fresh(who),
      type: 'team',
      teamId: c.familyTeamId!,
      body: '<p>Hello {participant.firstName}</p>',
    })
  ).id;
const freshCategory = async (c: MatrixContext, who: Identity) =>
  (await call('POST', '/message-template-categories', { teamId: c.familyTeamId!, name: fresh(who) })).id;
async function freshFile(c: MatrixContext, who: Identity): Promise<string> {
  const name = `${fresh(who)}.pdf`;
  const body = multipartBody([{ name, content: PDF_BYTES }]);
  await call('POST', `/message-templates/${c.matrixTemplateId!}/files`, body.payload as never, body.headers);
  return name;
}

/** Rows for quick-message templates, their categories and files (issue 6). */
export const TEMPLATES_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    const teams = await h.app.inject({ url: '/api/v1/teams', headers: bearer(h.tokens.get('admin')!) });
    const family = teams
      .json<{ items: { id: string; name: string }[] }>()
      .items.find((t) => t.name === 'Family Services')!;
    const c: MatrixContext = { familyTeamId: family.id };
    c.matrixTemplateId = await freshTemplate(c, 'staff');
    c.matrixTemplateFile = await freshFile(c, 'staff');
    const thread = await h.app.inject({
      method: 'POST',
      url: '/api/v1/threads',
      headers: bearer(h.tokens.get('participant')!),
      payload: { teamId: family.id, subject: 'Matrix: templates', body: '<p>Hi</p>' },
    });
    if (thread.statusCode !== 201) throw new Error(`matrix setup thread failed: ${thread.body}`);
    const created = thread.json<{ id: string; messages: { id: string }[] }>();
    c.templateThreadId = created.id;
    c.templateMessageId = created.messages[0]!.id;
    return c;
  },
  rows: {
    'GET /api/v1/message-templates': { expect: staffOnly },
    'POST /api/v1/message-templates': {
      expect: staffOnly,
      request: (_c, who) => ({
        url: '/api/v1/message-templates',
        payload: { name: fresh(who), type: 'personal', body: '<p>Personal note</p>' },
      }),
    },
    'PUT /api/v1/message-templates/:messageTemplateId': {
      expect: familyInbox,
      request: (c, who) => ({
        url: `/api/v1/message-templates/${c.matrixTemplateId!}`,
        payload: { name: fresh(who) },
      }),
    },
    'DELETE /api/v1/message-templates/:messageTemplateId': {
      expect: familyInbox,
      request: async (c, who) => ({ url: `/api/v1/message-templates/${await freshTemplate(c, who)}` }),
    },
    'GET /api/v1/message-templates/teams/:teamId': {
      expect: familyInbox,
      request: (c) => ({ url: `/api/v1/message-templates/teams/${c.familyTeamId!}` }),
    },
    'GET /api/v1/message-template-categories/teams/:teamId': {
      expect: familyInbox,
      request: (c) => ({ url: `/api/v1/message-template-categories/teams/${c.familyTeamId!}` }),
    },
    'POST /api/v1/message-template-categories': {
      expect: familyInbox,
      request: (c, who) => ({
        url: '/api/v1/message-template-categories',
        payload: { teamId: c.familyTeamId!, name: fresh(who) },
      }),
    },
    'PUT /api/v1/message-template-categories/:messageTemplateCategoryId': {
      expect: familyInbox,
      request: async (c, who) => ({
        url: `/api/v1/message-template-categories/${await freshCategory(c, who)}`,
        payload: { name: fresh(who) },
      }),
    },
    'DELETE /api/v1/message-template-categories/:messageTemplateCategoryId': {
      expect: familyInbox,
      request: async (c, who) => ({
        url: `/api/v1/message-template-categories/${await freshCategory(c, who)}`,
      }),
    },
    'GET /api/v1/message-templates/:messageTemplateId/files': {
      expect: familyInbox,
      request: (c) => ({ url: `/api/v1/message-templates/${c.matrixTemplateId!}/files` }),
    },
    'POST /api/v1/message-templates/:messageTemplateId/files': {
      expect: familyInbox,
      request: (c, who) => {
        const body = multipartBody([{ name: `${fresh(who)}.pdf`, content: PDF_BYTES }]);
        return {
          url: `/api/v1/message-templates/${c.matrixTemplateId!}/files`,
          payload: body.payload,
          headers: body.headers,
        };
      },
    },
    'DELETE /api/v1/message-templates/:messageTemplateId/files': {
      expect: familyInbox,
      request: async (c, who) => ({
        url: `/api/v1/message-templates/${c.matrixTemplateId!}/files`,
        payload: { names: [await freshFile(c, who)] },
      }),
    },
    'GET /api/v1/message-templates/:messageTemplateId/files/:fileName': {
      expect: familyInbox,
      request: (c) => ({
        url: `/api/v1/message-templates/${c.matrixTemplateId!}/files/${encodeURIComponent(c.matrixTemplateFile!)}`,
      }),
    },
    'PUT /api/v1/message-templates/:messageTemplateId/files/:fileName': {
      expect: familyInbox,
      request: async (c, who) => {
        const name = await freshFile(c, who);
        return {
          url: `/api/v1/message-templates/${c.matrixTemplateId!}/files/${encodeURIComponent(name)}`,
          payload: { name: `renamed-${name}` },
        };
      },
    },
    'POST /api/v1/message-templates/:messageTemplateId/files/transfer-to-thread/:threadId/:messageId/files': {
      expect: familyInbox,
      request: (c) => ({
        url: `/api/v1/message-templates/${c.matrixTemplateId!}/files/transfer-to-thread/${c.templateThreadId!}/${c.templateMessageId!}/files`,
      }),
    },
  },
};
