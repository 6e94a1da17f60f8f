import { Divider, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { usePageTitle } from '../../../platform/layout/page.tsx';
import { afterSignInPath } from '../../../platform/routing/guards.ts';
import { safeCallbackUrl } from '../../../platform/routing/safe-callback-url.ts';
import { useSessionStore } from '../../../platform/session/session-provider.tsx';
import { PublicLayout } from '../../../platform/ui/public-layout.tsx';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { authErrorMessage, authErrorTone } from '../auth-error-messages.ts';
import { OidcSignInButton } from './oidc-sign-in-button.tsx';
import { SignInForm } from './sign-in-form.tsx';

const SIGNED_OUT_NOTICE = 'You have signed out.';

export interface SignInPageProps {
  callbackUrl?: string;
  error?: string;
  /** Just signed out on purpose: say so, calmly. An error code, if any, says more and wins. */
  signedOut?: boolean;
}

export function SignInPage({ callbackUrl, error, signedOut = false }: SignInPageProps) {
  usePageTitle('Sign in');
  const store = useSessionStore();
  const navigate = useNavigate();
  const providers = useAuthProviders();
  const oidc = providers.data?.oidc;
  // "/" sends each role to its dashboard once signed in.
  const returnTo = safeCallbackUrl(callbackUrl) ?? '/';
  const errorText = authErrorMessage(error);
  const initialMessage = errorText
    ? { text: errorText, tone: authErrorTone(error) }
    : signedOut
      ? { text: SIGNED_OUT_NOTICE, tone: 'notice' as const }
      : null;

  const onSignedIn = async (): Promise<string | null> => {
    const session = await store.refetch();
    if (!session) return 'Signing in did not work. Please try again.';
    store.broadcast('signin');
    await navigate({ href: afterSignInPath(session, callbackUrl), replace: true });
    return null;
  };

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Sign in
          </Title>
          <Text c="dimmed" size="sm">
            Staff and participants sign in here with their e-mail address.
          </Text>
        </Stack>
        <SignInForm callbackUrl={returnTo} initialMessage={initialMessage} onSignedIn={onSignedIn} />
        {oidc ? (
          <>
            <Divider label="or" labelPosition="center" />
            <OidcSignInButton providerId={oidc.id} providerName={oidc.name} callbackUrl={returnTo} />
          </>
        ) : null}
      </Stack>
    </PublicLayout>
  );
}
