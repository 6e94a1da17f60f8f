import { Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { joinHref, splitHref } from '../links/search-values.ts';
import { useSession, useSessionStore } from '../session/session-provider.tsx';
import { signOut } from '../session/sign-out.ts';
import { PendingActionIcon, PendingButton } from '../ui/pending-button.tsx';
import classes from './app-layout.module.css';

/**
 * Loads the sign-in page as a new page with ?signedOut=true, so after a deliberate sign-out it says "You have signed
 * out" (on a shared computer, the person can see it worked); an ended session keeps its own "Please sign in".
 */
function openSignedOutPage(signInPath: string): void {
  const { pathname, params, hash } = splitHref(signInPath);
  params.set('signedOut', 'true');
  window.location.assign(joinHref(pathname, params, hash));
}

/** On phones the header has no room for the name; the open menu shows it instead. */
export function SignedInAs() {
  const { data } = useSession();
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed" hiddenFrom="xs" px="sm" pb="sm">
      Signed in as{' '}
      <Text span fw={600} c="var(--mantine-color-text)">
        {data.user.name}
      </Text>
    </Text>
  );
}

/**
 * The signed-in user's name and the sign-out button, at the right of the header. Sign out has its words where the
 * header has room and is its icon elsewhere, chosen by the header's width in rem (app-layout.module.css), so that
 * enlarged text never pushes it off the screen.
 */
export function UserActions() {
  const store = useSessionStore();
  const { data } = useSession();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = (): void => {
    setSigningOut(true);
    void signOut(store, openSignedOutPage);
  };

  return (
    <Group gap="sm" wrap="nowrap" className={classes.end}>
      {data ? (
        <Text size="sm" fw={500} visibleFrom="xs" truncate maw={220} data-testid="signed-in-user">
          {data.user.name}
        </Text>
      ) : null}
      <PendingButton
        variant="default"
        size="sm"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={onSignOut}
        pending={signingOut}
        className={classes.signOutWithWords}
      >
        Sign out
      </PendingButton>
      {/* A native title, not Mantine's Tooltip: the header is on every page, and @floating-ui is ~20 kB gzip. */}
      <PendingActionIcon
        variant="default"
        size="lg"
        aria-label="Sign out"
        title="Sign out"
        onClick={onSignOut}
        pending={signingOut}
        className={classes.signOutIcon}
      >
        <IconLogout size={18} aria-hidden />
      </PendingActionIcon>
    </Group>
  );
}
