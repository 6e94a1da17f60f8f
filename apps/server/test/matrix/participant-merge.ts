import { staffOnly } from './outcomes.ts';
import type { MatrixHarness, MatrixModule } from '../authorization-matrix.ts';
import { buildParticipant } from '../factories.ts';

let harness: MatrixHarness | undefined;

/** Rows for the participant-merge module (issue 3). */
export const PARTICIPANT_MERGE_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    return {};
  },
  rows: {
    'PUT /api/v1/participants/:targetId/merge/:sourceId': {
      // A merge is final, so every identity merges a fresh pair of its own.
      expect: staffOnly,
      request: async () => {
        const db = harness!.database.db;
        const target = await buildParticipant(db);
        const source = await buildParticipant(db);
        return {
          url: `/api/v1/participants/${target.participantId}/merge/${source.participantId}`,
          payload: { fields: { firstName: 'source' } },
        };
      },
    },
  },
};
