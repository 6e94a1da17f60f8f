import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { usePageTitle } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { PublicLayout } from '../../../platform/ui/public-layout.tsx';
import { authErrorMessage } from '../auth-error-messages.ts';

/** The Auth.js error page: what went wrong when signing in, and the way back. */
export function AuthErrorPage({ error }: { error?: string }) {
  usePageTitle('Sign-in problem');
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Sign-in problem
        </Title>
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />}>
          {authErrorMessage(error ?? 'Default')}
        </Alert>
        <RouterButton to="/sign-in" fullWidth>
          Back to sign in
        </RouterButton>
      </Stack>
    </PublicLayout>
  );
}
