import { useRouterState } from '@tanstack/react-router';
import classes from './navigation-progress.module.css';

/**
 * A thin indeterminate bar at the top of the window while the router loads the next screen (its code or its data),
 * so a tap is answered at once on a slow connection; the page under it stays until the pending view replaces it.
 * A progressbar is not a live region: the pending view, if the wait is long enough to show it, says so in words.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  if (!pending) return null;
  return <div role="progressbar" aria-label="Loading the page" className={classes.bar} />;
}

// The navigation's screens by name (nav-items.ts), kept here without its icons: the router's pending view, in the
// entry chunk, says which screen loads.
const SCREEN_NAMES: readonly (readonly [path: string, name: string])[] = [
  ['/participant/participant-management/participant-details', 'My details'],
  ['/team-management/applications', 'Applications'],
  ['/team-management/help-links', 'Help links'],
  ['/team-management/plugins', 'Plugins'],
  ['/staff/participant-management', 'Participants'],
  ['/participant/find-a-service', 'Find a service'],
  ['/staff/find-a-service', 'Find a service'],
  ['/participant/dashboard', 'Dashboard'],
  ['/participant/inbox', 'Inbox'],
  ['/staff/team-inbox', 'Team inbox'],
  ['/staff/dashboard', 'Dashboard'],
  ['/team-management', 'Team management'],
  ['/staff/inbox', 'Inbox'],
  ['/admin-logs', 'Admin logs'],
  ['/webhooks', 'Webhooks'],
];

/** "Loading Inbox…" for a screen of the navigation, else (a record, a form under it) "Loading this page…". */
export function loadingWordsFor(pathname: string): string {
  const screen = SCREEN_NAMES.find(([path]) => pathname.replace(/\/$/, '') === path);
  return screen ? `Loading ${screen[1]}…` : 'Loading this page…';
}
