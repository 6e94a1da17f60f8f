import { REFERRAL_REASON_MAX_CHARS, type ThreadView } from '@casework/contract';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../platform/forms/focus-first-invalid.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useReturnFocus } from '../../../platform/ui/use-return-focus.ts';
import { useTeamsForReferral } from '../api/get-teams-for-referral.ts';
import { useReferThread } from '../api/refer-thread.ts';

export interface ThreadReferDialogProps {
  thread: ThreadView;
  /** Where the focus goes back to once the dialog is gone, when the control that opened it is not known. */
  returnFocusTo?: () => HTMLElement | null;
  onClose: () => void;
  /** After the referral, with the name of the team it went to. */
  onReferred: (teamName: string) => void;
}

/** Refers the thread to another team with a reason (recorded in the activity log). */
export function ThreadReferDialog({ thread, returnFocusTo, onClose, onReferred }: ThreadReferDialogProps) {
  useReturnFocus(returnFocusTo);
  const teams = useTeamsForReferral();
  const refer = useReferThread(thread.id);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ teamId?: string; reason?: string }>({});
  // Refused (here or by the server), the first field to correct takes the focus from Refer thread.
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(() => formRef.current);

  const data = (teams.data?.items ?? [])
    .filter((t) => t.id !== thread.team?.id)
    .map((t) => ({ value: t.id, label: t.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const serverErrors = fieldErrorsOf(refer.error);
  const placed = serverErrors.teamId !== undefined || serverErrors.reason !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found: typeof problems = {};
    if (teamId === null) found.teamId = 'Choose the team to refer the thread to';
    if (trimmed === '') found.reason = 'Give a reason for the referral';
    else if (trimmed.length > REFERRAL_REASON_MAX_CHARS)
      found.reason = `Must be at most ${REFERRAL_REASON_MAX_CHARS} characters`;
    setProblems(found);
    if (teamId === null || found.reason !== undefined) {
      refused();
      return;
    }
    refer.mutate(
      { teamId, reason: trimmed },
      {
        // The inbox it returns to says so, once (threadReferSuccess): a toast besides would be read out twice.
        onSuccess: (result) => onReferred(result.referredToTeam.name),
        onError: refused,
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Refer the thread to another team" centered>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The thread moves to the team you choose, open and unassigned.
            {thread.team ? ` The ${thread.team.name} team's assignees no longer work it.` : ''} The reason is
            kept in the activity log.
          </Text>
          <Select
            label="Team"
            withAsterisk
            aria-required
            placeholder={teams.isPending ? 'Loading teams…' : 'Choose a team'}
            data={data}
            value={teamId}
            onChange={(value) => {
              setTeamId(value);
              setProblems((p) => ({ ...p, teamId: undefined }));
            }}
            searchable
            nothingFoundMessage={teams.isPending ? 'Loading teams…' : 'No team with that name'}
            // Enabled while the teams load, so that the dialog can put the focus on it as it opens; its list opens
            // on a click, a key or typing, not on that focus, where it would cover the rest of the dialog.
            disabled={teams.isError}
            openOnFocus={false}
            error={problems.teamId ?? serverErrors.teamId}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          {teams.isError ? <ErrorAlert title="The teams could not be loaded" error={teams.error} /> : null}
          <Textarea
            label="Reason"
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxLength={REFERRAL_REASON_MAX_CHARS}
            description={`${reason.trim().length} / ${REFERRAL_REASON_MAX_CHARS} characters`}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setProblems((p) => ({ ...p, reason: undefined }));
            }}
            error={problems.reason ?? serverErrors.reason}
          />
          {refer.isError && !placed ? <ErrorAlert title="Not referred" error={refer.error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={refer.isPending}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={refer.isPending}>
              Refer thread
            </PendingButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
