import { Tabs } from '@mantine/core';
import { IconAddressBook, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { OrganisationSettingsLinks } from './organisation-settings-links.tsx';
import { TeamsPanel } from './teams-panel.tsx';

export type TeamManagementTab = 'teams' | 'staff';

export interface TeamManagementPageProps {
  tab: TeamManagementTab;
  onTabChange: (tab: TeamManagementTab) => void;
  /** The staff directory, composed in by the route (it belongs to the staff feature). */
  staffDirectory: ReactNode;
}

/** The administrator's start: teams and the staff directory in two tabs, and the organisation's settings. */
export function TeamManagementPage({ tab, onTabChange, staffDirectory }: TeamManagementPageProps) {
  return (
    <Page
      title="Team management"
      description="Teams, their members and roles, staff accounts and the organisation's settings."
      // Each tab's primary action shows only on it: the staff directory carries its own Add staff member.
      actions={
        tab === 'teams' ? (
          <RouterButton to="/team-management/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Create team
          </RouterButton>
        ) : undefined
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => onTabChange(value === 'staff' ? 'staff' : 'teams')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="teams" leftSection={<IconUsersGroup size={16} aria-hidden />}>
            Teams
          </Tabs.Tab>
          <Tabs.Tab value="staff" leftSection={<IconAddressBook size={16} aria-hidden />}>
            Staff directory
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="teams" pt="md">
          <TeamsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="staff" pt="md">
          {staffDirectory}
        </Tabs.Panel>
      </Tabs>
      <OrganisationSettingsLinks />
    </Page>
  );
}
