import { staffOnly, type MatrixModule } from './outcomes.ts';

/**
 * Rows for a participant record's threads (threads module). Staff only; every staff caller gets a page, holding
 * only the threads they may open (an administrator in no team: none), so no identity is refused by the object.
 */
export const PARTICIPANT_THREADS_MATRIX: MatrixModule = {
  rows: {
    'GET /api/v1/participants/:participantId/threads': {
      expect: staffOnly,
      request: (c) => ({ url: `/api/v1/participants/${c.participantId!}/threads` }),
    },
  },
};
