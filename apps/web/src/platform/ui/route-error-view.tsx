import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage, isApiError } from '../api/api-error.ts';
import { Page } from '../layout/page.tsx';
import { RouterButton } from '../layout/router-links.tsx';
import { logClientError } from '../logging/client-logger.ts';
import { PublicLayout } from './public-layout.tsx';

/** The error boundary of a screen: what went wrong in plain words, a retry, and a way home. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  useEffect(() => {
    if (!(isApiError(error) && error.status === 401)) logClientError('client.route_error', error);
  }, [error]);

  // A 401 already signs the user out and leaves the page (SPEC §7); no need to alarm anyone.
  if (isApiError(error) && error.status === 401) {
    return (
      <Page title="Your session has ended">
        <Text>Taking you to the sign-in page…</Text>
      </Page>
    );
  }

  const retry = (): void => {
    reset();
    void router.invalidate();
  };

  return (
    <Page title="Something went wrong">
      <Stack gap="md" maw={720}>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="This screen could not be shown"
        >
          {errorMessage(error)}
        </Alert>
        <Group>
          <Button onClick={retry}>Try again</Button>
          <RouterButton to="/" variant="default">
            Go to your home page
          </RouterButton>
        </Group>
      </Stack>
    </Page>
  );
}

/** The same, for errors outside the signed-in app frame. */
export function PublicRouteErrorView(props: ErrorComponentProps) {
  return (
    <PublicLayout width={560}>
      <RouteErrorView {...props} />
    </PublicLayout>
  );
}
