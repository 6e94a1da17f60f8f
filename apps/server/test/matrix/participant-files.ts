import { randomBytes } from 'node:crypto';
import { bearer } from '../auth-helpers.ts';
import type {
  Identity,
  MatrixContext,
  MatrixHarness,
  MatrixModule,
  Outcome,
} from '../authorization-matrix.ts';
import { PDF_BYTES, multipartBody } from '#src/modules/participant-files/participant-files.test-support.ts';

// Outcome preset spelled out here: importing it from authorization-matrix.ts would read it before that module
// (which imports this one) has defined it.
const staffOrOwnParticipant: Record<Identity, Outcome> = {
  anonymous: 401,
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 'ok',
  participant2: 404,
};

const CATEGORY = 'matrix';
let harness: MatrixHarness | undefined;

const filesUrl = (c: MatrixContext) => `/api/v1/participants/${c.participantId!}/files`;
const fileUrl = (c: MatrixContext, name: string) => `${filesUrl(c)}/${CATEGORY}/${encodeURIComponent(name)}`;
const freshName = (who: Identity) => `matrix-${who}-${randomBytes(4).toString('hex')}.pdf`;

/**
 * Uploads a fresh file to the demo participant, so each identity acts on its own file: the participant's is their
 * own upload (a participant may change only those; the refusal of staff files is in participant-files.ownership.test),
 * everyone else's is uploaded by admin.
 */
async function freshFile(c: MatrixContext, who: Identity): Promise<string> {
  const { app, tokens } = harness!;
  const name = freshName(who);
  const body = multipartBody([{ name, content: PDF_BYTES }]);
  const uploader = who === 'participant' ? 'participant' : 'admin';
  const response = await app.inject({
    method: 'POST',
    url: `${filesUrl(c)}/${CATEGORY}`,
    headers: { ...bearer(tokens.get(uploader)!), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`matrix setup upload failed: ${response.body}`);
  return name;
}

/** Rows for the participant-files module (issue 3). */
export const PARTICIPANT_FILES_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    return { participantFileName: await freshFile(h.ctx, 'admin') };
  },
  rows: {
    'GET /api/v1/participants/:participantId/files': {
      expect: staffOrOwnParticipant,
      request: (c) => ({ url: filesUrl(c) }),
    },
    'PUT /api/v1/participants/:participantId/files': {
      expect: staffOrOwnParticipant,
      request: async (c, who) => {
        const name = await freshFile(c, who);
        return {
          url: filesUrl(c),
          payload: { moves: [{ category: CATEGORY, name, toName: `moved-${name}` }] },
        };
      },
    },
    'POST /api/v1/participants/:participantId/files/:fileCategory': {
      expect: staffOrOwnParticipant,
      request: (c, who) => {
        const body = multipartBody([{ name: freshName(who), content: PDF_BYTES }]);
        return { url: `${filesUrl(c)}/${CATEGORY}`, payload: body.payload, headers: body.headers };
      },
    },
    'GET /api/v1/participants/:participantId/files/:fileCategory/:fileName': {
      expect: staffOrOwnParticipant,
      request: (c) => ({ url: fileUrl(c, c.participantFileName!) }),
    },
    'PUT /api/v1/participants/:participantId/files/:fileCategory/:fileName': {
      expect: staffOrOwnParticipant,
      request: async (c, who) => {
        const name = await freshFile(c, who);
        return { url: fileUrl(c, name), payload: { name: `renamed-${name}` } };
      },
    },
    'DELETE /api/v1/participants/:participantId/files/:fileCategory/:fileName': {
      expect: staffOrOwnParticipant,
      request: async (c, who) => ({ url: fileUrl(c, await freshFile(c, who)) }),
    },
  },
};
