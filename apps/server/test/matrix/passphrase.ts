import type { MatrixModule } from '../authorization-matrix.ts';

/** Rows for the passphrase module (issue 3). */
export const PASSPHRASE_MATRIX: MatrixModule = {
  rows: {},
};
