import type { Db } from '#src/db/client.ts';
import type { SessionWithUser } from '#src/modules/auth/auth.repository.ts';
import { createTeamsService } from '#src/modules/teams/teams.service.ts';
import { createViewerLoader } from '#src/modules/threads/thread-viewer.ts';

/**
 * The thread access of a floor's caller, on `db` (a capturing client), as threads.module.ts wires it: the caller's
 * teams as its session check read them (`session`, the row findSessionWithUser answered), any other staff member's
 * read by id.
 */
export function callerViewer(db: Db, session: SessionWithUser | undefined) {
  const teams = createTeamsService({
    db,
    contributors: () => [],
    membershipsRead: () => session?.memberships ?? undefined,
  });
  return {
    memberships: (staffMemberId: string) => teams.membershipsOf(staffMemberId),
    viewerOf: createViewerLoader({ db, memberships: (principal) => teams.membershipsOfCaller(principal) }),
  };
}
