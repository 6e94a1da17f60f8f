import type { MatrixModule } from './outcomes.ts';

/** Rows for the administration routes (issue 4). */
export const ADMINISTRATION_MATRIX: MatrixModule = {
  rows: {},
};
