import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the verifications module (issue 3). */
export const VERIFICATIONS_MATRIX: MatrixModule = {
  rows: {},
};
