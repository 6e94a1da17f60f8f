import { PERMISSIONS } from '@casework/contract';
import { hasPermission, hasRole, type CurrentUser } from '../../../platform/session/roles.ts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';

/** Directory editors (a team role with Directory.Edit) and administrators write to the directory. */
export function canEditDirectory(user: CurrentUser | null | undefined): boolean {
  return hasRole(user, 'Administrator') || hasPermission(user, PERMISSIONS.DirectoryEdit);
}

export function useCanEditDirectory(): boolean {
  return canEditDirectory(useCurrentUser().user);
}
