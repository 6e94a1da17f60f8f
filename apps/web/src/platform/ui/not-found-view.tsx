import { Stack, Text } from '@mantine/core';
import { Page } from '../layout/page.tsx';
import { RouterButton } from '../layout/router-links.tsx';
import { PublicLayout } from './public-layout.tsx';

/** "Page not found", inside whatever frame the router renders it in. */
export function NotFoundView() {
  return (
    <Page title="Page not found">
      <Stack gap="md" align="flex-start">
        <Text>We could not find that page. The link may be old, or the address may have a typo.</Text>
        <RouterButton to="/">Go to your home page</RouterButton>
      </Stack>
    </Page>
  );
}

export function PublicNotFoundView() {
  return (
    <PublicLayout>
      <NotFoundView />
    </PublicLayout>
  );
}
