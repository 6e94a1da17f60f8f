import { Card, Stack } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { useCreateTeam } from '../api/create-team.ts';
import { TeamBreadcrumbs } from './team-breadcrumbs.tsx';
import { TeamForm } from './team-form.tsx';

export interface CreateTeamPageProps {
  /** Called with the new team's id after the success toast. */
  onCreated: (teamId: string) => void;
}

/** Name and describe a new team, then go on to add its members. */
export function CreateTeamPage({ onCreated }: CreateTeamPageProps) {
  const create = useCreateTeam();
  return (
    <Stack gap="xs">
      <TeamBreadcrumbs current="Create a team" />
      <Page title="Create a team" description="After creating it you can add members and give them roles.">
        <Card maw={720} padding="lg">
          <TeamForm
            submitLabel="Create team"
            pending={create.isPending}
            error={create.error}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: (team) => {
                  showToast({
                    color: 'teal',
                    message: `Team created: ${team.name} is ready. Add its members next.`,
                  });
                  onCreated(team.id);
                },
              })
            }
          />
        </Card>
      </Page>
    </Stack>
  );
}
