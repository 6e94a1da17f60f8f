import { bearer } from '../auth-helpers.ts';
import type {
  Identity,
  MatrixContext,
  MatrixHarness,
  MatrixModule,
  Outcome,
} from '../authorization-matrix.ts';

// Outcome presets, spelled out here: importing them from authorization-matrix.ts would read them before that module
// (which imports this one) has defined them.
const staffOnly: Record<Identity, Outcome> = {
  anonymous: 401,
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 403,
  participant2: 403,
};
const staffOrOwnParticipant: Record<Identity, Outcome> = {
  ...staffOnly,
  participant: 'ok',
  participant2: 404,
};

const base = (c: MatrixContext) => `/api/v1/participants/${c.participantId!}/verifications`;

let harness: MatrixHarness | undefined;

/** A fresh pending verification of the demo participant, requested as admin (a decision is one-way). */
async function pendingVerification(c: MatrixContext): Promise<string> {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method: 'POST',
    url: base(c),
    headers: bearer(tokens.get('admin')!),
    payload: { method: 'known-to-staff' },
  });
  return response.json<{ id: string }>().id;
}

/** Rows for the verifications module (issue 3). */
export const VERIFICATIONS_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    return {};
  },
  rows: {
    'GET /api/v1/participants/verifications': { expect: staffOnly },
    'GET /api/v1/participants/:participantId/verifications': {
      expect: staffOrOwnParticipant,
      request: (c) => ({ url: base(c) }),
    },
    'POST /api/v1/participants/:participantId/verifications': {
      // Staff only: a participant (even about themselves) is refused by role, before any object check.
      expect: staffOnly,
      request: (c) => ({ url: base(c), payload: { method: 'passphrase-by-phone', note: 'matrix' } }),
    },
    'PUT /api/v1/participants/:participantId/verifications/:verificationId': {
      expect: staffOnly,
      request: async (c) => ({
        url: `${base(c)}/${await pendingVerification(c)}`,
        payload: { status: 'verified' },
      }),
    },
  },
};
