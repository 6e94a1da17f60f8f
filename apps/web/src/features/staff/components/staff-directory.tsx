import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { useStaffMembers } from '../api/get-staff-members.ts';
import { AddStaffMemberDialog, type TeamOption } from './add-staff-member-dialog.tsx';
import { useCanHandOverThreads } from './can-hand-over-threads.ts';
import { StaffAccountDialogs, type StaffAccountAction } from './staff-account-dialogs.tsx';
import { StaffFiltersForm } from './staff-filters-form.tsx';
import {
  STAFF_PAGE_SIZE,
  hasStaffFilters,
  staffQueryOf,
  type StaffDirectorySearch,
} from './staff-search-params.ts';
import { StaffTable } from './staff-table.tsx';

export interface StaffDirectoryProps {
  search: StaffDirectorySearch;
  /** Puts new filters (and the page) into the URL. */
  onSearchChange: (search: StaffDirectorySearch) => void;
  /** The organisation's teams: to filter by and to put a new member in. */
  teams: readonly TeamOption[];
  /** The team roles' names, to filter by. */
  teamRoleNames: readonly string[];
}

/** Every staff account, filtered by name, team and role, with adding, editing, deactivating and password resets. */
export function StaffDirectory({ search, onSearchChange, teams, teamRoleNames }: StaffDirectoryProps) {
  const query = useStaffMembers(staffQueryOf(search));
  const { user } = useCurrentUser();
  const selfId = user?.staffMemberId ?? null;
  const canHandOver = useCanHandOverThreads();
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<StaffAccountAction | null>(null);
  const page = search.page ?? 1;
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const filtered = hasStaffFilters(search);
  const formKey = JSON.stringify({ ...search, page: undefined });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={620}>
          Names match by their beginning. The role filter finds both organisation roles and roles held in a
          team.
        </Text>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add staff member
        </Button>
      </Group>
      <StaffFiltersForm
        key={formKey}
        initial={search}
        teamNames={teams.map((t) => t.name)}
        teamRoleNames={teamRoleNames}
        onSearch={(filters) => onSearchChange({ ...filters, page: undefined })}
        errors={fieldErrorsOf(query.error, 'query.')}
        busy={query.isFetching}
      />
      <Stack gap="sm" aria-live="polite">
        {query.isPending ? (
          <Stack gap="xs" aria-busy aria-label="Loading staff">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={30} />
            ))}
          </Stack>
        ) : query.isError ? (
          <ErrorAlert
            title="The staff list could not be loaded"
            error={query.error}
            icon={<IconAlertTriangle aria-hidden />}
          />
        ) : query.data.items.length === 0 ? (
          <Text py="md">
            {filtered
              ? 'No staff member matches these filters. Check the spelling, or search with fewer filters.'
              : 'No staff accounts yet. Add the first one.'}
          </Text>
        ) : (
          <>
            <StaffTable
              items={query.data.items}
              selfId={selfId}
              canHandOver={canHandOver}
              onAction={setAction}
              caption={`${total} ${total === 1 ? 'staff member' : 'staff members'}${filtered ? ' match' : ''}${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
            />
            <ListPagination
              total={total}
              pageSize={STAFF_PAGE_SIZE}
              page={page}
              onPage={(next) => onSearchChange({ ...search, page: next })}
            />
          </>
        )}
      </Stack>
      <AddStaffMemberDialog opened={adding} onClose={() => setAdding(false)} teams={teams} />
      <StaffAccountDialogs
        action={action}
        selfId={selfId}
        onClose={() => setAction(null)}
        // Deactivating offers to hand the threads over first, here as on the member's page: a member in no team
        // has no such page.
        onSwitch={canHandOver ? setAction : undefined}
      />
    </Stack>
  );
}
