import { Stack, Text } from '@mantine/core';
import { Page } from '../layout/page.tsx';
import { RouterButton } from '../layout/router-links.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Where guards send users who are signed in but may not open a screen. */
export function AccessDeniedView() {
  return (
    <PublicLayout>
      <Page title="Access denied">
        <Stack gap="md" align="flex-start">
          <Text>
            Your account does not give you access to that page. If you need it for your work, ask an
            administrator.
          </Text>
          <RouterButton to="/">Go to your dashboard</RouterButton>
        </Stack>
      </Page>
    </PublicLayout>
  );
}
