import { Tabs } from '@mantine/core';
import { IconClick, IconShieldLock } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { ActivityPanel, UserActionsPanel } from './log-panels.tsx';
import { dayRangeOf, switchTab, type AdminLogsSearch, type LogTab } from './log-search-params.ts';

export interface AdminLogsPageProps {
  search: AdminLogsSearch;
  /** Puts the filters (and the page) into the URL. */
  onSearchChange: (search: AdminLogsSearch) => void;
}

/**
 * The admin logs: the activity log (sensitive-info access, messages, administration) and user actions
 * (navigation, searches). Every filter lives in the URL, so a view can be bookmarked, shared and reloaded.
 */
export function AdminLogsPage({ search, onSearchChange }: AdminLogsPageProps) {
  const tab: LogTab = search.tab ?? 'activity';
  const range = dayRangeOf(search);
  const panel = {
    search,
    range,
    onApply: (values: Partial<AdminLogsSearch>) => onSearchChange({ ...search, ...values, page: undefined }),
    onReset: () => onSearchChange({ tab: search.tab }),
    onPage: (page: number) => onSearchChange({ ...search, page: page === 1 ? undefined : page }),
  };

  return (
    <Page
      title="Admin logs"
      description="Who did what, and when. Times are Alaska time (America/Anchorage); the filters stay in the address, so a view can be bookmarked or shared."
    >
      <Tabs
        value={tab}
        onChange={(next) => next && next !== tab && onSearchChange(switchTab(search, next as LogTab))}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="activity" leftSection={<IconShieldLock size={16} aria-hidden />}>
            Activity log
          </Tabs.Tab>
          <Tabs.Tab value="user-actions" leftSection={<IconClick size={16} aria-hidden />}>
            User actions
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="activity" pt="md">
          <ActivityPanel {...panel} />
        </Tabs.Panel>
        <Tabs.Panel value="user-actions" pt="md">
          <UserActionsPanel {...panel} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
