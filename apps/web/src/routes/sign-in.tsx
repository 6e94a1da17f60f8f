import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { searchFlag, searchSchema, searchText } from '../platform/links/search-values.ts';
import { redirectWhenSignedIn } from '../platform/routing/guards.ts';

/** signedOut=true: the user has just pressed Sign out (see user-actions.tsx). */
const SignInSearch = searchSchema({ callbackUrl: searchText, error: searchText, signedOut: searchFlag });

export const Route = createFileRoute('/sign-in')({
  validateSearch: SignInSearch,
  beforeLoad: ({ context, search }) => redirectWhenSignedIn({ context, callbackUrl: search.callbackUrl }),
  component: SignInRoute,
});

function SignInRoute() {
  const { callbackUrl, error, signedOut } = Route.useSearch();
  // A new error code (e.g. after an OIDC round trip) remounts the form with its message.
  return <SignInPage key={error ?? ''} callbackUrl={callbackUrl} error={error} signedOut={signedOut} />;
}
