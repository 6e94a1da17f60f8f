import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the participants module (issue 3). */
export const PARTICIPANTS_MATRIX: MatrixModule = {
  rows: {},
};
