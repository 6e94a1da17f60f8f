import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the participant-files module (issue 3). */
export const PARTICIPANT_FILES_MATRIX: MatrixModule = {
  rows: {},
};
