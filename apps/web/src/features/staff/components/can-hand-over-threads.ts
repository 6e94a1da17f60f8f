import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { hasRole } from '../../../platform/session/roles.ts';

/** Threads are handed over by administrators, and only while secure messaging is switched on. */
export function useCanHandOverThreads(): boolean {
  const { user } = useCurrentUser();
  const isEnabled = usePluginEnabled();
  return hasRole(user, 'Administrator') && (isEnabled('inbox') || isEnabled('teamInbox'));
}
