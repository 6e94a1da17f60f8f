import { BrandMark } from '../ui/brand-mark.tsx';
import { AppShell, Box, Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { pluginForPath } from '../plugins/plugin-areas.ts';
import { usePluginEnabled } from '../plugins/plugin-gate.tsx';
import { useCurrentUser } from '../session/current-user.ts';
import { OfflineNotice } from '../ui/offline-notice.tsx';
import { AreaSwitchedOff } from './area-switched-off.tsx';
import classes from './app-layout.module.css';
import { MainNav } from './main-nav.tsx';
import { useNavCounts } from './nav-counts.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { participantNavSections, staffNavSections } from './nav-items.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { SignedInAs, UserActions } from './user-actions.tsx';

/**
 * Mantine's mark for a shell whose panels do not animate (`--app-shell-transition-duration: 0ms`): the mobile
 * navigation opens at once.
 */
const STILL_SHELL = { resizing: true } as const;

const MENU_COUNTS_ID = 'menu-button-counts';

export type LayoutVariant = 'staff' | 'participant';

export interface AppLayoutProps {
  variant: LayoutVariant;
  children: ReactNode;
}

/** The signed-in app: header with the user and sign-out, navigation for the role, and the screen. */
export function AppLayout({ variant, children }: AppLayoutProps) {
  const [navOpened, nav] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const isEnabled = usePluginEnabled();
  const { user } = useCurrentUser();
  const sections =
    variant === 'staff' ? staffNavSections(user, isEnabled) : participantNavSections(isEnabled);
  const areaPlugin = pluginForPath(pathname);
  const areaOff = areaPlugin !== null && !isEnabled(areaPlugin);
  const home = variant === 'staff' ? '/staff/dashboard' : '/participant/dashboard';
  const toggleRef = useRef<HTMLButtonElement>(null);
  // What the navigation's counts say ("4 unread threads"), for the menu button that hides them on a phone.
  const countWords = Object.values(useNavCounts())
    .map((count) => count?.description)
    .filter(Boolean)
    .join(', ');

  // On a phone the open navigation covers the screen: Escape closes it, as it does a dialog, and the focus goes back
  // to the button that opened it. An Escape a menu or dialog inside has already used is left to it.
  useEffect(() => {
    if (!navOpened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      nav.close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navOpened, nav]);

  return (
    <>
      <SkipLink />
      <AppShell
        // Mantine's shell starts with data-resizing set and removes it after mounting, which restyled every element
        // of the page in a second pass; kept from the first render, the attribute never changes, and the panels do
        // not slide (decision 023, late night of 2026-11-30).
        mod={STILL_SHELL}
        header={{ height: 60 }}
        navbar={{
          width: variant === 'staff' ? 260 : 240,
          breakpoint: 'sm',
          collapsed: { mobile: !navOpened },
        }}
        padding={{ base: 'md', sm: 'lg' }}
      >
        <AppShell.Header>
          {/* In the header's landmark, where the bar shows: across its top edge. */}
          <NavigationProgress />
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
            <Group gap="sm" wrap="nowrap" className={classes.start}>
              {/* A dot on the menu button while the navigation it hides has a count (unread threads). */}
              <Box hiddenFrom="sm" className={classes.menuButton}>
                <Burger
                  ref={toggleRef}
                  opened={navOpened}
                  onClick={nav.toggle}
                  size="sm"
                  aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
                  aria-expanded={navOpened}
                  aria-controls="main-navigation"
                  aria-describedby={countWords ? MENU_COUNTS_ID : undefined}
                />
                {countWords ? (
                  <>
                    {/* The open navigation shows the counts themselves. */}
                    {navOpened ? null : <span className={classes.menuDot} aria-hidden />}
                    <span id={MENU_COUNTS_ID} hidden>
                      {countWords}
                    </span>
                  </>
                ) : null}
              </Box>
              <UnstyledButton
                component={Link}
                to={home}
                aria-label="Casework home"
                onClick={nav.close}
                className={classes.home}
              >
                <BrandMark />
              </UnstyledButton>
            </Group>
            <UserActions />
          </Group>
        </AppShell.Header>

        <AppShell.Navbar
          p="sm"
          id="main-navigation"
          aria-label="Main navigation"
          className={classes.navbar}
          data-closed={navOpened ? undefined : true}
        >
          <SignedInAs />
          {/* Native scrolling: ScrollArea would add ~5 kB gzip to every signed-in page for a list that rarely overflows. */}
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <MainNav sections={sections} onNavigate={nav.close} />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
          style={{ outline: 'none' }}
        >
          <OfflineNotice />
          {areaOff ? <AreaSwitchedOff /> : children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
