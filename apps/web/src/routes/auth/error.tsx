import { createFileRoute } from '@tanstack/react-router';
import { AuthErrorPage } from '../../features/auth/components/auth-error-page.tsx';
import { searchSchema, searchText } from '../../platform/links/search-values.ts';

const AuthErrorSearch = searchSchema({ error: searchText });

export const Route = createFileRoute('/auth/error')({
  validateSearch: AuthErrorSearch,
  component: AuthErrorRoute,
});

function AuthErrorRoute() {
  const { error } = Route.useSearch();
  return <AuthErrorPage error={error} />;
}
