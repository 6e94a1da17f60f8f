import type { StaffMemberView, SwapUsersResult } from '@casework/contract';
import { Alert, Button, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useSwapUserThreads } from '../api/swap-user-threads.ts';
import { staffName } from './staff-format.ts';
import { StaffNameSearchField, useStaffNameSearch } from './staff-name-search.tsx';
import { plural } from '../../../platform/ui/plural.ts';

/** "3 thread assignments and 1 personal thread", or null when nothing moved. */
export function handOverSummary(result: Pick<SwapUsersResult, 'assignmentsMoved' | 'personalThreadsMoved'>) {
  const parts = [
    result.assignmentsMoved > 0
      ? plural(result.assignmentsMoved, 'thread assignment', 'thread assignments')
      : null,
    result.personalThreadsMoved > 0
      ? plural(result.personalThreadsMoved, 'personal thread', 'personal threads')
      : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? null : parts.join(' and ');
}

export interface HandOverThreadsDialogProps {
  member: StaffMemberView;
  onClose: () => void;
}

/**
 * Administrators: pass every thread assigned to a staff member, and their personal threads, to one colleague (for
 * someone leaving or away for long). Shows what moved once done.
 */
export function HandOverThreadsDialog({ member, onClose }: HandOverThreadsDialogProps) {
  const name = staffName(member);
  const [chosen, setChosen] = useState<StaffMemberView | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [result, setResult] = useState<{ to: string; summary: string | null } | null>(null);
  const swap = useSwapUserThreads();
  const search = useStaffNameSearch(member.id);
  const { people, found } = search;
  const serverError = fieldErrorsOf(swap.error).toStaffMemberId;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setLocalError('Choose who takes the threads.');
      return;
    }
    setLocalError(null);
    const to = staffName(chosen);
    swap.mutate(
      { fromStaffMemberId: member.id, toStaffMemberId: chosen.id },
      {
        onSuccess: (answer) => {
          const summary = handOverSummary(answer);
          showToast({
            color: 'teal',
            message: summary
              ? `Moved ${summary} from ${name} to ${to}.`
              : `${name} had no threads to hand over.`,
          });
          setResult({ to, summary });
        },
        onError: (error) =>
          showToast({ color: 'red', message: `Threads not handed over: ${errorMessage(error)}` }),
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={result ? 'Threads handed over' : `Hand over the threads of ${name}`}
      centered
      size="lg"
      closeOnClickOutside={!swap.isPending}
    >
      {result ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {result.summary
              ? `Moved ${result.summary} from ${name} to ${result.to}.`
              : `${name} had no assigned or personal threads, so nothing moved.`}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Every thread assigned to {name} is assigned to the colleague you choose instead, and the
              personal threads of {name} become theirs. Team threads stay in their team inboxes.
            </Text>
            <StaffNameSearchField
              search={search}
              label="Find a colleague by name"
              nobody="No other staff member has a name starting like that."
            >
              <Radio.Group
                label="Who takes the threads"
                value={chosen?.id ?? ''}
                onChange={(id) => {
                  setChosen(found.get(id) ?? null);
                  setLocalError(null);
                }}
                error={localError ?? serverError}
              >
                <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
                  <Stack gap="xs" py={6}>
                    {people.map((person) => (
                      <Radio
                        key={person.id}
                        value={person.id}
                        label={staffName(person)}
                        description={[
                          person.email,
                          person.role,
                          person.isActive ? null : 'inactive: cannot take threads',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                        disabled={!person.isActive}
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Radio.Group>
            </StaffNameSearchField>
            <Text size="sm">
              {chosen ? (
                <>
                  Chosen: <strong>{staffName(chosen)}</strong>
                </>
              ) : (
                'Nobody chosen yet.'
              )}
            </Text>
            {localError && people.length === 0 ? (
              <Text size="sm" c="red" role="alert">
                {localError}
              </Text>
            ) : null}
            {swap.isError && !serverError ? (
              <ErrorAlert title="Threads not handed over" error={swap.error} />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={swap.isPending}>
                Cancel
              </Button>
              <PendingButton type="submit" pending={swap.isPending}>
                {chosen ? `Hand over to ${staffName(chosen)}` : 'Hand over threads'}
              </PendingButton>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
