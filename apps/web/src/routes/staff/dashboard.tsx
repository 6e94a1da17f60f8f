import { createFileRoute } from '@tanstack/react-router';
import { StaffDashboard } from '../../features/dashboard/components/staff-dashboard.tsx';

export const Route = createFileRoute('/staff/dashboard')({
  component: StaffDashboard,
});
