import { staffOnly } from './outcomes.ts';
import type { MatrixModule } from '../authorization-matrix.ts';

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
