import { staffOnly, staffOrOwnParticipant } from './outcomes.ts';
import type { MatrixModule } from '../authorization-matrix.ts';

/**
 * Rows for the sign-in-source module (issue 3). The PUT sets 'credentials' with the demo participant's own e-mail:
 * it succeeds for staff and changes nothing, so the participant's token stays valid for later rows.
 */
export const SIGN_IN_SOURCE_MATRIX: MatrixModule = {
  rows: {
    'GET /api/v1/sign-in-sources/participants/:participantId': {
      expect: staffOnly,
      request: (c) => ({ url: `/api/v1/sign-in-sources/participants/${c.participantId!}` }),
    },
    'GET /api/v1/participants/:participantId/sign-in-source': {
      expect: staffOrOwnParticipant,
      request: (c) => ({ url: `/api/v1/participants/${c.participantId!}/sign-in-source` }),
    },
    'PUT /api/v1/participants/:participantId/sign-in-source': {
      expect: staffOnly,
      request: (c) => ({
        url: `/api/v1/participants/${c.participantId!}/sign-in-source`,
        payload: { source: 'credentials', email: 'participant@example.org' },
      }),
    },
  },
};
