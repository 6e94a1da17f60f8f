import { staffOnly, staffOrOwnParticipant } from './outcomes.ts';
import { bearer } from '../auth-helpers.ts';
import type { MatrixContext, MatrixHarness, MatrixModule } from '../authorization-matrix.ts';

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
