import { Stack, Text } from '@mantine/core';
import { Page } from '../layout/page.tsx';
import { RouterButton } from '../layout/router-links.tsx';
import { UserActions } from '../layout/signed-in-layout.tsx';
import { useSession } from '../session/session-provider.tsx';
import { PublicLayout } from './public-layout.tsx';
import { WRAPPING_BUTTON } from './wrapping-button.ts';

/**
 * Where guards send users who are signed in but may not open a screen. It says which account is signed in and offers
 * sign-out beside the dashboard: someone who opened a link meant for another account (a participant's link on a
 * shared front-desk computer, say) can change accounts from here.
 */
export function AccessDeniedView() {
  const { data } = useSession();
  return (
    <PublicLayout headerEnd={data ? <UserActions /> : null}>
      <Page title="Access denied">
        <Stack gap="md" align="flex-start">
          <Text>
            {data?.user.kind === 'participant'
              ? 'That page is for the organisation’s staff. Your own messages, services and details are on your dashboard.'
              : 'Your account does not give you access to that page. If you need it for your work, ask an administrator.'}
          </Text>
          {data ? (
            <Text size="sm">
              You are signed in as <strong>{data.user.name}</strong>. To use another account, sign out first.
            </Text>
          ) : null}
          <RouterButton to="/" {...WRAPPING_BUTTON}>
            Go to your dashboard
          </RouterButton>
        </Stack>
      </Page>
    </PublicLayout>
  );
}
