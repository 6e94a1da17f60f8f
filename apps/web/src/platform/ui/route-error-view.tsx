import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../api/api-error.ts';
import { Page } from '../layout/page.tsx';
import { RouterButton } from '../layout/router-links.tsx';
import { logClientError } from '../logging/client-logger.ts';
import { isSessionEndedError } from '../session/session-ended.ts';
import { isChunkLoadError } from './chunk-load-error.ts';
import { retryFailedParts } from './lazy-with-retry.ts';
import { useIsOnline } from './offline-notice.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The error boundary of a screen: what went wrong in plain words, a retry, and a way home. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkMissing = isChunkLoadError(error);
  // A 401 already signs the user out and leaves the page (SPEC §7), as a sign-out does: the end of a session is
  // expected, so nobody is alarmed and nothing is reported.
  const sessionEnded = (isApiError(error) && error.status === 401) || isSessionEndedError(error);
  const online = useIsOnline();
  // A part that did not arrive because the browser is offline: it is fetched again once the connection is back
  // (the window's online event), without reloading the page, which would lose a send still waiting to go.
  const waitingForConnection = chunkMissing && !online;
  const [wasWaiting, setWasWaiting] = useState(waitingForConnection);
  if (waitingForConnection && !wasWaiting) setWasWaiting(true);
  // The screen is loaded again first (the router fetches its code afresh, and the parts that failed are let load
  // again), and only then shown: shown at once, it would meet its earlier failure and reload the page.
  useEffect(() => {
    if (!wasWaiting || !online) return;
    retryFailedParts();
    void router.invalidate().then(reset);
  }, [wasWaiting, online, reset, router]);

  useEffect(() => {
    if (sessionEnded) return;
    logClientError(chunkMissing ? 'client.chunk_load_error' : 'client.route_error', error);
  }, [error, chunkMissing, sessionEnded]);

  if (sessionEnded) {
    return (
      <Page title="Your session has ended">
        <Text>Taking you to the sign-in page…</Text>
      </Page>
    );
  }

  if (waitingForConnection || (wasWaiting && online)) {
    return (
      <Page title="This screen needs the connection">
        <Group gap="sm" wrap="nowrap" align="flex-start" maw={720}>
          <IconWifiOff size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            You are offline, and this screen cannot be loaded without the connection. It opens by itself once
            your connection is back; anything waiting to be sent is kept.
          </Text>
        </Group>
      </Page>
    );
  }

  // A part of the app that is gone from the server (a newer version was deployed) or did not arrive (the
  // connection dropped): trying the same file again does not help, loading the page afresh does.
  if (chunkMissing) {
    return (
      <Page title="This screen could not be loaded">
        <Stack gap="md" maw={720} align="flex-start">
          <Text>
            The app may have been updated since you opened it, or the connection dropped for a moment. Reload
            the page to carry on; what you have already saved is kept.
          </Text>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </Button>
        </Stack>
      </Page>
    );
  }

  const retry = (): void => {
    retryFailedParts();
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
