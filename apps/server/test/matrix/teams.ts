import type { MatrixModule } from './outcomes.ts';

/** Rows for the teams routes (issue 4). */
export const TEAMS_MATRIX: MatrixModule = {
  rows: {},
};
