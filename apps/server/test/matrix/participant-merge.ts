import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the participant-merge module (issue 3). */
export const PARTICIPANT_MERGE_MATRIX: MatrixModule = {
  rows: {},
};
