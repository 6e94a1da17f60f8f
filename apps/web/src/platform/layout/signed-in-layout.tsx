import { Outlet } from '@tanstack/react-router';
import { AppLayout } from './app-layout.tsx';

/** The frame of the staff tree and the admin screens. */
export function StaffLayout() {
  return (
    <AppLayout variant="staff">
      <Outlet />
    </AppLayout>
  );
}

/** The frame of the participant tree: mobile first. */
export function ParticipantLayout() {
  return (
    <AppLayout variant="participant">
      <Outlet />
    </AppLayout>
  );
}

/**
 * The header's name and sign-out, for the access-denied page. Taken from here, not from user-actions.tsx, so that it
 * stays in this module's chunk, which every signed-in page loads: imported from two chunks it would become a small
 * chunk of its own, one more request on every signed-in page.
 */
export { UserActions } from './user-actions.tsx';
