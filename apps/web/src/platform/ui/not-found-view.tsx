import { Stack, Text } from '@mantine/core';
import { Page } from '../layout/page.tsx';
import { RouterButton } from '../layout/router-links.tsx';
import { PublicLayout } from './public-layout.tsx';
import { WRAPPING_BUTTON } from './wrapping-button.ts';

/** "Page not found", inside whatever frame the router renders it in. */
export function NotFoundView() {
  return (
    <Page title="Page not found">
      <Stack gap="md" align="flex-start">
        <Text>We could not find that page. The link may be old, or the address may have a typo.</Text>
        {/* At 200% text on a 320 px phone the words are wider than the screen: they wrap inside the button. */}
        <RouterButton to="/" {...WRAPPING_BUTTON}>
          Go to your home page
        </RouterButton>
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
