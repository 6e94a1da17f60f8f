import { Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useTeams } from '../api/get-teams.ts';
import { filterTeamsByName } from './team-search.ts';
import { TeamsTable } from './teams-table.tsx';
import { EmptyNote } from './empty-note.tsx';

/** Every team, filtered as you type by name. */
export function TeamsPanel() {
  const teams = useTeams();
  const [text, setText] = useState('');
  const all = teams.data?.items ?? [];
  const shown = filterTeamsByName(all, text);

  if (teams.isPending)
    return (
      <Stack gap="xs" aria-busy aria-label="Loading teams">
        <Skeleton height={36} maw={420} />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={28} />
        ))}
      </Stack>
    );
  if (teams.isError)
    return (
      <ErrorAlert
        title="The teams could not be loaded"
        error={teams.error}
        icon={<IconAlertTriangle aria-hidden />}
      />
    );
  if (all.length === 0)
    return (
      <EmptyNote
        icon={<IconUsersGroup size={28} aria-hidden />}
        title="No teams yet"
        text="Teams share an inbox, quick messages and the participants they serve. Create the first one."
        action={
          <RouterButton to="/team-management/create" variant="light">
            Create team
          </RouterButton>
        }
      />
    );

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label="Search teams"
        placeholder="Team name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setText('');
        }}
        maw={420}
        autoComplete="off"
      />
      <div aria-live="polite">
        {shown.length === 0 ? (
          <Text py="md">No team name contains “{text.trim()}”. Check the spelling or clear the search.</Text>
        ) : (
          <TeamsTable
            teams={shown}
            caption={
              shown.length === all.length
                ? `${all.length} ${all.length === 1 ? 'team' : 'teams'}`
                : `${shown.length} of ${all.length} teams match “${text.trim()}”`
            }
          />
        )}
      </div>
    </Stack>
  );
}
