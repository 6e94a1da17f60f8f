import { STAFF_ROLES } from '@casework/contract';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { StaffDirectorySearch } from './staff-search-params.ts';

export interface StaffFiltersFormProps {
  initial: StaffDirectorySearch;
  teamNames: readonly string[];
  teamRoleNames: readonly string[];
  onSearch: (filters: Omit<StaffDirectorySearch, 'page'>) => void;
  errors?: Record<string, string>;
  busy?: boolean;
}

function clean(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The SPEC §3 staff search: first and last name (by their beginning), team, and organisation or team role. */
export function StaffFiltersForm({
  initial,
  teamNames,
  teamRoleNames,
  onSearch,
  errors = {},
  busy = false,
}: StaffFiltersFormProps) {
  const [firstName, setFirstName] = useState(initial.firstName ?? '');
  const [lastName, setLastName] = useState(initial.lastName ?? '');
  const [teamName, setTeamName] = useState(initial.teamName ?? '');
  const [role, setRole] = useState(initial.role ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({
      firstName: clean(firstName),
      lastName: clean(lastName),
      teamName: clean(teamName),
      role: clean(role),
    });
  }

  function clear() {
    setFirstName('');
    setLastName('');
    setTeamName('');
    setRole('');
    onSearch({});
  }

  // A team or role named in the URL but not (or no longer) in the lists still shows as chosen.
  const teamOptions = teamName && !teamNames.includes(teamName) ? [...teamNames, teamName] : teamNames;
  const roleNames = [...STAFF_ROLES, ...teamRoleNames];
  const extraRole = role && !roleNames.includes(role) ? [role] : [];

  return (
    <form onSubmit={submit} role="search" aria-label="Search staff" noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            error={errors.firstName}
            autoComplete="off"
          />
          <TextInput
            label="Last name"
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            error={errors.lastName}
            autoComplete="off"
          />
          <NativeSelect
            label="Team"
            value={teamName}
            onChange={(e) => setTeamName(e.currentTarget.value)}
            data={[
              { value: '', label: 'Any team' },
              ...teamOptions.map((name) => ({ value: name, label: name })),
            ]}
            error={errors.teamName}
          />
          <NativeSelect
            label="Role"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value)}
            data={[
              { value: '', label: 'Any role' },
              { group: 'Organisation role', items: [...STAFF_ROLES] },
              ...(teamRoleNames.length > 0 ? [{ group: 'Role in a team', items: [...teamRoleNames] }] : []),
              ...(extraRole.length > 0 ? [{ group: 'Other', items: extraRole }] : []),
            ]}
            error={errors.role}
          />
        </SimpleGrid>
        <Group gap="sm">
          <PendingButton type="submit" leftSection={<IconSearch size={16} aria-hidden />} pending={busy}>
            Search
          </PendingButton>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
