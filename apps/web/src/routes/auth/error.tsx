import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthErrorPage } from '../../features/auth/components/auth-error-page.tsx';

const AuthErrorSearch = z.object({ error: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/auth/error')({
  validateSearch: AuthErrorSearch,
  component: AuthErrorRoute,
});

function AuthErrorRoute() {
  const { error } = Route.useSearch();
  return <AuthErrorPage error={error} />;
}
