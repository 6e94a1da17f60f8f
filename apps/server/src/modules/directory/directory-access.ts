import { PERMISSIONS } from '@casework/contract';
import { signedIn, staffOnly, type Principal } from '#src/platform/authz/policy.ts';
import { forbidden } from '#src/platform/errors/app-error.ts';
import type { Membership } from '../threads/threads-access.ts';

/** The route config of every directory read: everyone signed in (participants see active services only). */
export const readConfig = { policy: signedIn };

/**
 * The route config of every directory write: staff only, and the handler checks Directory.Edit through the caller's
 * teams (`assertCanEdit`), so the session check reads them with the session (`callerTeams`).
 */
export const writeConfig = { policy: staffOnly, callerTeams: true };

/**
 * Who may write the service directory: administrators, and staff holding Directory.Edit through a team role.
 * Everyone signed in reads it; participants read active services only (see directory-read).
 */
export function createDirectoryAccess(memberships: (principal: Principal) => Promise<readonly Membership[]>) {
  async function canEdit(principal: Principal): Promise<boolean> {
    if (principal.kind !== 'staff') return false;
    if (principal.role === 'Administrator') return true;
    if (!principal.staffMemberId) return false;
    const teams = await memberships(principal);
    return teams.some((m) => m.permissions.includes(PERMISSIONS.DirectoryEdit));
  }
  return {
    canEdit,
    /** Refuses (403) a caller who may not write the directory. */
    async assertCanEdit(principal: Principal): Promise<void> {
      if (!(await canEdit(principal)))
        throw forbidden(
          `Changing the service directory needs the ${PERMISSIONS.DirectoryEdit} permission (a team role grants it) or the Administrator role.`,
        );
    },
  };
}
export type DirectoryAccess = ReturnType<typeof createDirectoryAccess>;
