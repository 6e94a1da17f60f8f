import { randomBytes } from 'node:crypto';
import { bearer } from '../auth-helpers.ts';
import type { Identity, MatrixContext, MatrixHarness, MatrixModule, Outcome } from './outcomes.ts';
import { PDF_BYTES, multipartBody } from '#src/modules/participant-files/participant-files.test-support.ts';

// Presets spelled out: importing them from authorization-matrix.ts would read them before it has defined them.
const signedIn: Record<Identity, Outcome> = {
  anonymous: 401,
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 'ok',
  participant2: 'ok',
};
/**
 * A thread the demo participant started with Family Services, on the participant's own message: the team's case
 * worker (staff) and its supervisor see it; the administrator (in no team) and the other participant do not.
 */
const threadOfFamilyServices: Record<Identity, Outcome> = { ...signedIn, admin: 404, participant2: 404 };

let harness: MatrixHarness | undefined;

const filesUrl = (c: MatrixContext) => `/api/v1/threads/${c.matrixThreadId!}/${c.matrixMessageId!}/files`;
const fileUrl = (c: MatrixContext, name: string) => `${filesUrl(c)}/${encodeURIComponent(name)}`;
const freshName = (who: Identity) => `matrix-${who}-${randomBytes(4).toString('hex')}.pdf`;

/** Attaches a fresh file to the participant's message (as the participant), so each identity acts on its own. */
async function freshFile(c: MatrixContext, who: Identity): Promise<string> {
  const { app, tokens } = harness!;
  const name = freshName(who);
  const body = multipartBody([{ name, content: PDF_BYTES }]);
  const response = await app.inject({
    method: 'POST',
    url: filesUrl(c),
    headers: { ...bearer(tokens.get('participant')!), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`matrix setup upload failed: ${response.body}`);
  return name;
}

/** Rows for thread files and live updates (issue 5). */
export const THREAD_FILES_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    const teams = await h.app.inject({ url: '/api/v1/teams', headers: bearer(h.tokens.get('admin')!) });
    const family = teams
      .json<{ items: { id: string; name: string }[] }>()
      .items.find((t) => t.name === 'Family Services');
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/threads',
      headers: bearer(h.tokens.get('participant')!),
      payload: { teamId: family!.id, subject: 'Matrix: thread files', body: '<p>Files follow.</p>' },
    });
    if (created.statusCode !== 201) throw new Error(`matrix setup thread failed: ${created.body}`);
    const thread = created.json<{ id: string; messages: { id: string }[] }>();
    const c = { matrixThreadId: thread.id, matrixMessageId: thread.messages[0]!.id };
    return { ...c, matrixFileName: await freshFile({ ...h.ctx, ...c }, 'participant') };
  },
  rows: {
    'GET /api/v1/threads/:threadId/:messageId/files': {
      expect: threadOfFamilyServices,
      request: (c) => ({ url: filesUrl(c) }),
    },
    'POST /api/v1/threads/:threadId/:messageId/files': {
      expect: threadOfFamilyServices,
      request: (c, who) => {
        const body = multipartBody([{ name: freshName(who), content: PDF_BYTES }]);
        return { url: filesUrl(c), payload: body.payload, headers: body.headers };
      },
    },
    'GET /api/v1/threads/:threadId/:messageId/files/:fileName': {
      expect: threadOfFamilyServices,
      request: (c) => ({ url: fileUrl(c, c.matrixFileName!) }),
    },
    'PUT /api/v1/threads/:threadId/:messageId/files/:fileName': {
      expect: threadOfFamilyServices,
      request: async (c, who) => {
        const name = await freshFile(c, who);
        return { url: fileUrl(c, name), payload: { name: `renamed-${name}` } };
      },
    },
    'DELETE /api/v1/threads/:threadId/:messageId/files/:fileName': {
      expect: threadOfFamilyServices,
      request: async (c, who) => ({ url: fileUrl(c, await freshFile(c, who)) }),
    },
    // Without Accept: text/event-stream the answer is the JSON catch-up (a stream would never end here).
    'GET /api/v1/events': { expect: signedIn },
  },
};
