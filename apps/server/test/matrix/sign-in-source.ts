import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the sign-in-source module (issue 3). */
export const SIGN_IN_SOURCE_MATRIX: MatrixModule = {
  rows: {},
};
