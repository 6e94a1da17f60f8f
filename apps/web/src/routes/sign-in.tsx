import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { redirectWhenSignedIn } from '../platform/routing/guards.ts';

const SignInSearch = z.object({
  callbackUrl: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

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
