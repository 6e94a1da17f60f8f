import type { Db } from '#src/db/client.ts';
import type { DirectoryAccess } from './directory-access.ts';
import type { DirectoryReader } from './directory-read.ts';

/** What every directory route plugin is given. */
export interface DirectoryRouteDeps {
  db: Db;
  /** Who may write (Directory.Edit or Administrator). */
  access: DirectoryAccess;
  /** Which services a caller may read (participants: active only). */
  reader: DirectoryReader;
  /** The organisation's IANA time zone. */
  timeZone: string;
}
