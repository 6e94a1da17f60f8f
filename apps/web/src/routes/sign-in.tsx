import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { searchSchema, searchText } from '../platform/links/search-values.ts';
import { redirectWhenSignedIn } from '../platform/routing/guards.ts';

const SignInSearch = searchSchema({ callbackUrl: searchText, error: searchText });

export const Route = createFileRoute('/sign-in')({
  validateSearch: SignInSearch,
  beforeLoad: ({ context, search }) => redirectWhenSignedIn({ context, callbackUrl: search.callbackUrl }),
  component: SignInRoute,
});

function SignInRoute() {
  const { callbackUrl, error } = Route.useSearch();
  // A new error code (e.g. after an OIDC round trip) remounts the form with its message.
  return <SignInPage key={error ?? ''} callbackUrl={callbackUrl} error={error} />;
}
