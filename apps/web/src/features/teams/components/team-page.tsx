import type { SwapTeamDataResult, TeamView } from '@casework/contract';
import { Badge, Box, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconTrash, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { MAIN_CONTENT_ID } from '../../../platform/layout/skip-link.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useAddTeamMembers } from '../api/add-team-members.ts';
import { useTeam } from '../api/get-team.ts';
import { useTeamRoles } from '../api/get-team-roles.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { DeleteTeamDialog } from './delete-team-dialog.tsx';
import { EmptyNote } from './empty-note.tsx';
import type { MemberPicker } from './member-picker.ts';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { RolesPanel } from './roles-panel.tsx';
import { TeamBreadcrumbs } from './team-breadcrumbs.tsx';
import { TeamForm } from './team-form.tsx';
import { memberName, TeamMembersTable } from './team-members-table.tsx';
import { TeamSection } from './team-section.tsx';

type Member = TeamView['members'][number];

export interface TeamPageProps {
  teamId: string;
  /** The staff picker of the add-members dialog, composed in by the route. */
  memberPicker: MemberPicker;
  /** After the team was deleted (its data moved); the toast is shown already. */
  onDeleted: (result: SwapTeamDataResult) => void;
}

/** One team: its members and their roles, its details, the roles every team uses, and delete-with-move. */
export function TeamPage({ teamId, memberPicker, onDeleted }: TeamPageProps) {
  const query = useTeam(teamId);

  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy aria-label="Loading the team">
        <Skeleton height={18} width={240} />
        <Skeleton height={34} width={320} />
        <Skeleton height={220} />
        <Skeleton height={160} />
      </Stack>
    );
  if (query.isError)
    return (
      <Page title="Team">
        <ErrorAlert title="The team could not be loaded" error={query.error} />
      </Page>
    );
  if (!query.data)
    return (
      <Page title="Team not found">
        <Text>
          There is no such team; it may have been deleted.{' '}
          <RouterAnchor to="/team-management" underline="always">
            Back to team management
          </RouterAnchor>
        </Text>
      </Page>
    );
  return <TeamDetails team={query.data} memberPicker={memberPicker} onDeleted={onDeleted} />;
}

function TeamDetails({
  team,
  memberPicker,
  onDeleted,
}: {
  team: TeamView;
  memberPicker: MemberPicker;
  onDeleted: TeamPageProps['onDeleted'];
}) {
  const roles = useTeamRoles();
  const update = useUpdateTeam(team.id);
  const add = useAddTeamMembers(team.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState(false);

  return (
    <Stack gap="xs">
      <TeamBreadcrumbs current={team.name} />
      <Page
        title={team.name}
        documentTitle={`${team.name} · Team management`}
        description={
          <Group gap="xs" component="span">
            {team.isPrivate ? (
              <Badge
                component="span"
                variant="light"
                color="grape"
                radius="sm"
                leftSection={<IconLock size={11} aria-hidden />}
              >
                Private
              </Badge>
            ) : null}
            <span>{team.description || 'No description yet.'}</span>
          </Group>
        }
      >
        <TeamSection
          id="members-heading"
          title={`Members (${team.members.length})`}
          actions={
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add members
            </Button>
          }
        >
          {roles.isError ? <ErrorAlert title="The roles could not be loaded" error={roles.error} /> : null}
          {team.members.length === 0 ? (
            <EmptyNote
              icon={<IconUsersGroup size={28} aria-hidden />}
              title="No members yet"
              text="Add the staff who work for this team, then tick the roles they hold here."
            />
          ) : (
            <TeamMembersTable team={team} roles={roles.data?.items ?? []} onRemove={setRemoving} />
          )}
        </TeamSection>

        <TeamSection id="details-heading" title="Details">
          <Box maw={640}>
            {/* Not remounted after a save: the Save button keeps the focus. */}
            <TeamForm
              initial={{ name: team.name, description: team.description, isPrivate: team.isPrivate }}
              submitLabel="Save changes"
              requireChange
              pending={update.isPending}
              error={update.error}
              onSubmit={(values) =>
                update.mutate(values, {
                  onSuccess: (saved) =>
                    showToast({
                      color: 'teal',
                      message: `Team saved: ${saved.name} is up to date.`,
                    }),
                })
              }
            />
          </Box>
        </TeamSection>

        <TeamSection id="roles-heading" title="Roles">
          <RolesPanel />
        </TeamSection>

        <TeamSection id="delete-heading" title="Delete this team" danger>
          <Text size="sm">
            Its members, message threads, quick messages and categories, and the applications it answers move
            to a team you choose first. You see what will move before anything changes.
          </Text>
          <Group>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete team…
            </Button>
          </Group>
        </TeamSection>
      </Page>

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={`Add members to ${team.name}`}
        size="lg"
        centered
      >
        {adding
          ? memberPicker({
              excludeIds: team.members.map((m) => m.staffMemberId),
              confirmLabel: `Add to ${team.name}`,
              busy: add.isPending,
              onCancel: () => setAdding(false),
              onConfirm: (ids) =>
                add.mutate(ids, {
                  onSuccess: () => {
                    setAdding(false);
                    showToast({
                      color: 'teal',
                      message: `${ids.length} ${ids.length === 1 ? 'person' : 'people'} added to ${team.name}. Tick their roles next.`,
                    });
                  },
                  onError: (error) =>
                    showToast({ color: 'red', message: `Members not added: ${errorMessage(error)}` }),
                }),
            })
          : null}
      </Modal>

      {removing ? (
        <RemoveMemberDialog
          teamId={team.id}
          teamName={team.name}
          member={{ staffMemberId: removing.staffMemberId, name: memberName(removing) }}
          onClose={() => setRemoving(null)}
          // The list's heading, with the new count: not the next member's Remove, where a second Enter would take
          // another person out of the team.
          focusAfterRemoval={() => document.getElementById('members-heading')}
        />
      ) : null}

      <DeleteTeamDialog
        opened={deleting}
        team={team}
        onClose={() => setDeleting(false)}
        onDeleted={(result) => {
          // This page goes away with the team: focus moves to the content, where the team list appears.
          document.getElementById(MAIN_CONTENT_ID)?.focus();
          onDeleted(result);
        }}
      />
    </Stack>
  );
}
