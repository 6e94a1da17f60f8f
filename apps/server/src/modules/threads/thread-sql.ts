import { sql } from 'drizzle-orm';
import { staffMembers } from '#src/db/schema/index.ts';

export {
  asDate,
  pageRowsAndTotal,
  pageWithTotal,
  preparedRowsOf,
  rowsOf,
  uuidList,
} from '#src/db/raw-sql.ts';

/** "First Last" of a staff member row. */
export const staffName = sql<string>`${staffMembers.firstName} || ' ' || ${staffMembers.lastName}`;
