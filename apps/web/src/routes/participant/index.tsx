import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/participant/')({
  beforeLoad: () => {
    throw redirect({ to: '/participant/dashboard', replace: true });
  },
});
