import type { Identity, MatrixModule, Outcome } from '../authorization-matrix.ts';

// Outcome preset spelled out here: importing it from authorization-matrix.ts would read it before that module
// (which imports this one) has defined it.
const staffOnly: Record<Identity, Outcome> = {
  anonymous: 401,
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 403,
  participant2: 403,
};

/** Rows for the participant-notifications module (issue 3). */
export const PARTICIPANT_NOTIFICATIONS_MATRIX: MatrixModule = {
  rows: {
    // Without SMTP_URL the test app writes the e-mail to DATA_DIR/mail; the demo participant has an address.
    'POST /api/v1/participants/:participantId/notifications': {
      expect: staffOnly,
      request: (c) => ({
        url: `/api/v1/participants/${c.participantId!}/notifications`,
        payload: { kind: 'welcome' },
      }),
    },
  },
};
