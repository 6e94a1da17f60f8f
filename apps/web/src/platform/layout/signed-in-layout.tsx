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
