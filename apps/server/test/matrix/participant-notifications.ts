import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the participant-notifications module (issue 3). */
export const PARTICIPANT_NOTIFICATIONS_MATRIX: MatrixModule = {
  rows: {},
};
