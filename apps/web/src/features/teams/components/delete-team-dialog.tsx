import type { SwapTeamDataResult, TeamView } from '@casework/contract';
import { Alert, Button, Group, List, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useTeams } from '../api/get-teams.ts';
import { useSwapTeamData } from '../api/swap-team-data.ts';
import { movedLines } from './moved-kinds.ts';

export interface DeleteTeamDialogProps {
  opened: boolean;
  team: TeamView;
  onClose: () => void;
  /** After the team is gone (the success toast is shown already). */
  onDeleted: (result: SwapTeamDataResult) => void;
}

/** Delete a team after moving what it holds: choose the receiving team, read what will move, then confirm. */
export function DeleteTeamDialog({ opened, team, onClose, onDeleted }: DeleteTeamDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete ${team.name}`} centered size="lg">
      {opened ? <DeleteTeamForm team={team} onClose={onClose} onDeleted={onDeleted} /> : null}
    </Modal>
  );
}

function DeleteTeamForm({ team, onClose, onDeleted }: Omit<DeleteTeamDialogProps, 'opened'>) {
  const teams = useTeams();
  const preview = useSwapTeamData(team.id);
  const remove = useSwapTeamData(team.id);
  const [receivingId, setReceivingId] = useState('');
  const others = (teams.data?.items ?? []).filter((t) => t.id !== team.id);
  const selectRef = useRef<HTMLSelectElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const canChoose = others.length > 0;
  const loaded = teams.isSuccess;

  // The dialog opens while the teams load, with focus on its close button: once they are in, focus moves to the
  // first thing to do, choosing the receiving team (or Cancel, when there is none to choose).
  useEffect(() => {
    if (loaded) (canChoose ? selectRef : cancelRef).current?.focus();
  }, [loaded, canChoose]);
  const previewed =
    preview.data && preview.data.receivingTeam.id === receivingId && !preview.isPending ? preview.data : null;
  const lines = previewed ? movedLines(previewed.moved) : [];

  function choose(id: string) {
    setReceivingId(id);
    remove.reset();
    if (id !== '') preview.mutate({ receivingTeamId: id, dryRun: true });
    else preview.reset();
  }

  function confirm() {
    if (!previewed) return;
    remove.mutate(
      { receivingTeamId: previewed.receivingTeam.id, dryRun: false },
      {
        onSuccess: (result) => {
          const moved = movedLines(result.moved).map((line) => line.text);
          showToast({
            color: 'teal',
            message:
              moved.length > 0
                ? `${result.deletedTeam.name} deleted. Moved to ${result.receivingTeam.name}: ${moved.join(', ')}.`
                : `${result.deletedTeam.name} deleted. Nothing needed moving to ${result.receivingTeam.name}.`,
          });
          onDeleted(result);
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text>
        Before {team.name} is deleted, everything it holds moves to another team: its members, message
        threads, quick messages and their categories, and the applications (messaging departments) it answers.
        Deleting cannot be undone.
      </Text>
      {teams.isPending ? (
        <Loader size="sm" aria-label="Loading teams" />
      ) : teams.isError ? (
        <ErrorAlert title="The teams could not be loaded" error={teams.error} />
      ) : others.length === 0 ? (
        <Alert color="yellow" title="No team to move to">
          {team.name} is the only team. Create another team first, then delete this one.
        </Alert>
      ) : (
        <NativeSelect
          label="Move everything to"
          description="The receiving team keeps its own name, members and roles."
          value={receivingId}
          onChange={(e) => choose(e.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a team…' },
            ...others.map((t) => ({ value: t.id, label: t.isPrivate ? `${t.name} (private)` : t.name })),
          ]}
          ref={selectRef}
          data-autofocus
        />
      )}
      <div aria-live="polite">
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Working out what will move…</Text>
          </Group>
        ) : preview.isError ? (
          <ErrorAlert title="What would move could not be worked out" error={preview.error} />
        ) : previewed ? (
          <Stack
            gap={6}
            p="sm"
            bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
            style={{ borderRadius: 8 }}
          >
            <Text fw={600} component="h3" size="md" m={0}>
              What moves to {previewed.receivingTeam.name}
            </Text>
            {lines.length === 0 ? (
              <Text size="sm">
                Nothing: {team.name} holds no members, threads, quick messages or applications.
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                {lines.map((line) => (
                  <List.Item key={line.kind}>{line.text}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ) : null}
      </div>
      {remove.isError ? (
        <ErrorAlert
          title="The team was not deleted"
          error={remove.error}
          icon={<IconAlertTriangle aria-hidden />}
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button ref={cancelRef} variant="default" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <PendingButton color="red.9" onClick={confirm} disabled={!previewed} pending={remove.isPending}>
          {previewed ? `Move to ${previewed.receivingTeam.name} and delete` : 'Delete team'}
        </PendingButton>
      </Group>
    </Stack>
  );
}
