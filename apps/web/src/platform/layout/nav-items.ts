import type { PluginKey } from '@casework/contract';
import {
  IconApps,
  IconFileText,
  IconLink,
  IconPlug,
  IconId,
  IconInbox,
  IconLayoutDashboard,
  IconMapSearch,
  IconMessages,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
  type TablerIcon,
} from '@tabler/icons-react';
import { hasRole, worksTeamInbox, type CurrentUser } from '../session/roles.ts';

export type NavTarget =
  | '/staff/dashboard'
  | '/staff/participant-management'
  | '/staff/inbox'
  | '/staff/team-inbox'
  | '/staff/find-a-service'
  | '/team-management'
  | '/team-management/applications'
  | '/team-management/help-links'
  | '/team-management/plugins'
  | '/webhooks'
  | '/admin-logs'
  | '/participant/dashboard'
  | '/participant/inbox'
  | '/participant/find-a-service'
  | '/participant/participant-management/participant-details';

export interface NavItem {
  label: string;
  to: NavTarget;
  icon: TablerIcon;
  /** The plugin that switches this area on or off. */
  plugin?: PluginKey;
  /** The "/" of a dashboard is active only on itself; other items also on their sub-pages. */
  exact?: boolean;
  /** Sub-pages that have an item of their own, so this item is not active there too. */
  excludes?: readonly NavTarget[];
}

export interface NavSection {
  /** Shown above the items; the first section has none. */
  title?: string;
  items: NavItem[];
}

type IsEnabled = (key: PluginKey) => boolean;

/** Administration pages that live under /team-management but have their own navigation item. */
const ORGANISATION_SETTINGS: readonly NavTarget[] = [
  '/team-management/applications',
  '/team-management/help-links',
  '/team-management/plugins',
];

function visible(items: NavItem[], isEnabled: IsEnabled): NavItem[] {
  return items.filter((item) => item.plugin === undefined || isEnabled(item.plugin));
}

/** Staff navigation: the team inbox needs a team inbox the user works (TeamInbox.Access, or a lead's membership); admin screens need Administrator. */
export function staffNavSections(user: CurrentUser | null, isEnabled: IsEnabled): NavSection[] {
  const work: NavItem[] = [
    { label: 'Dashboard', to: '/staff/dashboard', icon: IconLayoutDashboard, exact: true },
    { label: 'Participants', to: '/staff/participant-management', icon: IconUsers, plugin: 'participants' },
    { label: 'Inbox', to: '/staff/inbox', icon: IconInbox, plugin: 'inbox' },
  ];
  if (worksTeamInbox(user)) {
    work.push({ label: 'Team inbox', to: '/staff/team-inbox', icon: IconMessages, plugin: 'teamInbox' });
  }
  work.push({
    label: 'Find a service',
    to: '/staff/find-a-service',
    icon: IconMapSearch,
    plugin: 'serviceDirectory',
  });
  const sections: NavSection[] = [{ items: visible(work, isEnabled) }];
  if (hasRole(user, 'Administrator')) {
    const admin = visible(
      [
        {
          label: 'Team management',
          to: '/team-management',
          icon: IconUsersGroup,
          excludes: ORGANISATION_SETTINGS,
        },
        { label: 'Applications', to: '/team-management/applications', icon: IconApps },
        { label: 'Help links', to: '/team-management/help-links', icon: IconLink },
        { label: 'Plugins', to: '/team-management/plugins', icon: IconPlug },
        { label: 'Webhooks', to: '/webhooks', icon: IconWebhook, plugin: 'webhooks' },
        { label: 'Admin logs', to: '/admin-logs', icon: IconFileText, plugin: 'adminLogs' },
      ],
      isEnabled,
    );
    if (admin.length > 0) sections.push({ title: 'Administration', items: admin });
  }
  return sections;
}

export function participantNavSections(isEnabled: IsEnabled): NavSection[] {
  return [
    {
      items: visible(
        [
          { label: 'Dashboard', to: '/participant/dashboard', icon: IconLayoutDashboard, exact: true },
          { label: 'Inbox', to: '/participant/inbox', icon: IconInbox, plugin: 'inbox' },
          {
            label: 'Find a service',
            to: '/participant/find-a-service',
            icon: IconMapSearch,
            plugin: 'serviceDirectory',
          },
          {
            label: 'My details',
            to: '/participant/participant-management/participant-details',
            icon: IconId,
          },
        ],
        isEnabled,
      ),
    },
  ];
}

/** Whether the item is the current area. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  if (item.exact) return pathname === item.to;
  return within(item.to) && !(item.excludes ?? []).some(within);
}
