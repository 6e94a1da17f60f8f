import { ASSIGNEES_MAX, type ThreadView } from '@casework/contract';
import { Alert, Button, Group, Loader, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useReturnFocus } from '../../../platform/ui/use-return-focus.ts';
import { useAssignThread } from '../api/assign-thread.ts';
import { useTeamMembers } from '../api/get-team-members.ts';

export interface ThreadAssignDialogProps {
  thread: ThreadView;
  /** Where the focus goes back to once the dialog is gone, when the control that opened it is not known. */
  returnFocusTo?: () => HTMLElement | null;
  teamId: string;
  onClose: () => void;
}

/** Chooses exactly who is assigned to a team thread, from the team's members (PUT: the list replaces the old one). */
export function ThreadAssignDialog({ thread, returnFocusTo, teamId, onClose }: ThreadAssignDialogProps) {
  useReturnFocus(returnFocusTo);
  const team = useTeamMembers(teamId);
  const assign = useAssignThread();
  const [chosen, setChosen] = useState<string[]>(() => thread.assignees.map((a) => a.id));
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  // While the members load, the dialog's heading holds the focus (not its close button); once they are there, the
  // focus moves on to the assignee search, unless the person has already moved it elsewhere.
  const headingRef = useRef<HTMLSpanElement>(null);
  const assigneesRef = useRef<HTMLInputElement>(null);
  const loaded = team.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === headingRef.current)
      assigneesRef.current?.focus();
  }, [loaded]);

  const options = new Map<string, string>();
  for (const m of team.data?.members ?? [])
    options.set(m.staffMemberId, `${m.firstName} ${m.lastName}`.trim() || m.email);
  // Current assignees stay listed even when they are no longer members, so they can be taken off.
  for (const a of thread.assignees) if (!options.has(a.id)) options.set(a.id, a.name);
  const data = [...options.entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const serverErrors = fieldErrorsOf(assign.error);
  const memberErrors = Object.entries(serverErrors)
    .filter(([field]) => field.startsWith('staffMemberIds'))
    .map(([, message]) => message);
  const otherError = assign.isError && memberErrors.length === 0 ? errorMessage(assign.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    assign.mutate(
      { threadId: thread.id, staffMemberIds: chosen, mode: 'replace' },
      {
        onSuccess: (result) => {
          showToast({
            color: 'teal',
            message:
              result.assignees.length === 0
                ? 'Nobody is assigned to the thread now'
                : `Assigned to ${result.assignees.map((a) => a.name).join(', ')}`,
          });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <span ref={headingRef} tabIndex={-1} data-autofocus={team.isPending || undefined}>
          Assign the thread
        </span>
      }
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Choose who works on “{thread.subject}”. Only members who work the {thread.team?.name ?? 'team'}{' '}
            inbox can be assigned.
          </Text>
          {team.isPending ? (
            <Loader size="sm" aria-label="Loading the team's members" />
          ) : team.isError ? (
            <ErrorAlert title="The team's members could not be loaded" error={team.error} />
          ) : (
            <MultiSelect
              ref={assigneesRef}
              label="Assignees"
              description="Leave empty to unassign everyone."
              placeholder={chosen.length === 0 ? 'Choose staff members' : undefined}
              data={data}
              value={chosen}
              onChange={setChosen}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // Typing marks the first match, so Enter picks it (as in the quick-message picker)...
              selectFirstOptionOnChange={searching}
              onKeyDown={(event) => {
                // ...and Enter with a name typed never saves the assignees as they were, match or no match.
                if (event.key === 'Enter' && searching) event.preventDefault();
              }}
              clearable
              maxValues={ASSIGNEES_MAX}
              nothingFoundMessage="No member with that name"
              error={memberErrors.length > 0 ? memberErrors.join(' ') : undefined}
              data-autofocus
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {otherError ? (
            <Alert color="red" role="alert">
              {otherError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={assign.isPending}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={assign.isPending} disabled={team.isPending || team.isError}>
              Save assignees
            </PendingButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
