import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { WRAPPING_BUTTON } from '../../../platform/ui/wrapping-button.ts';
import { useDeletePassphrase } from '../api/delete-passphrase.ts';
import { useOwnPassphrase } from '../api/reveal-passphrase.ts';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';
import { useSetPassphrase } from '../api/set-passphrase.ts';
import { PasswordInput } from '../../../platform/ui/password-input.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';

export interface PassphraseManagerProps {
  participantId: string;
  /** Whose passphrase: changes the wording ("your" or "the participant's"). */
  self: boolean;
}

/**
 * Set, replace or remove the passphrase said on the phone to prove identity. Saving tries a replace first and
 * creates it when there is none yet. Staff never read it here (a read is a logged act, with a reason: the record's
 * Passphrase panel); a participant's own page reads theirs, to say whether they have one and show it on request.
 */
export function PassphraseManager({ participantId, self }: PassphraseManagerProps) {
  const [passphrase, setPassphrase] = useState('');
  const [hint, setHint] = useState('');
  const [removing, setRemoving] = useState(false);
  const save = useSetPassphrase(participantId);
  const remove = useDeletePassphrase(participantId);
  const own = useOwnPassphrase(participantId, self);
  const errors = fieldErrorsOf(save.error);
  // Known only on the participant's own page: whether there is one to change or remove.
  const exists = self ? (own.isSuccess ? own.data !== null : undefined) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { passphrase, ...(hint.trim() !== '' ? { hint } : {}) };
    const done = () => {
      setPassphrase('');
      setHint('');
      if (self) void own.refetch();
      showToast({ color: 'teal', message: 'Passphrase saved.' });
    };
    save.mutate(
      { ...body, replace: true },
      {
        onSuccess: done,
        onError: (error) => {
          // No passphrase yet: create it.
          if ((error as { status?: number }).status === 404)
            save.mutate({ ...body, replace: false }, { onSuccess: done });
        },
      },
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {self
          ? 'Staff ask for your passphrase when you call, to be sure it is you. Choose words you will remember.'
          : 'Staff ask for this passphrase on the phone to confirm who is calling.'}
      </Text>
      {self ? <OwnPassphraseStatus query={own} /> : null}
      <form onSubmit={submit} noValidate aria-label="Set the passphrase">
        <Stack gap="sm" maw={480}>
          <PasswordInput
            label={self ? 'New passphrase' : 'New passphrase for the participant'}
            description="3 to 100 characters"
            value={passphrase}
            onChange={(e) => setPassphrase(e.currentTarget.value)}
            error={errors.passphrase}
            autoComplete="new-password"
            withAsterisk
          />
          <TextInput
            label="Hint (optional)"
            description="Shown in clear to staff and to you"
            value={hint}
            onChange={(e) => setHint(e.currentTarget.value)}
            error={errors.hint}
          />
          {save.isError &&
          (save.error as { status?: number }).status !== 404 &&
          Object.keys(errors).length === 0 ? (
            <ErrorAlert title="The passphrase was not saved" error={save.error} />
          ) : null}
          {/* Each button as wide as its words, one under the other when both do not fit; words wrap, never cut. */}
          <Group gap="sm" preventGrowOverflow={false}>
            <PendingButton
              type="submit"
              pending={save.isPending}
              disabled={passphrase.trim().length < 3}
              {...WRAPPING_BUTTON}
            >
              {exists === undefined ? 'Save passphrase' : exists ? 'Change passphrase' : 'Set passphrase'}
            </PendingButton>
            {exists === false ? null : (
              <Button variant="subtle" color="red" onClick={() => setRemoving(true)} {...WRAPPING_BUTTON}>
                Remove passphrase
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={removing}
        title="Remove the passphrase?"
        confirmLabel="Remove passphrase"
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemoving(false);
              if (self) void own.refetch();
              showToast({ color: 'teal', message: 'Passphrase removed.' });
            },
            onError: (e) => {
              setRemoving(false);
              showToast({ color: 'red', title: 'Not removed', message: errorMessage(e) });
            },
          })
        }
      >
        Staff will no longer be able to confirm identity over the phone with a passphrase until a new one is
        set.
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * Whether the participant has a passphrase, when it was set and its hint; the words themselves only on "Show", and
 * hidden again on "Hide" (a shared or public computer).
 */
function OwnPassphraseStatus({ query }: { query: ReturnType<typeof useOwnPassphrase> }) {
  const [shown, setShown] = useState(false);
  if (query.isPending) return <Loader size="sm" aria-label="Checking whether you have a passphrase" />;
  if (query.isError)
    return <ErrorAlert title="Whether you have a passphrase could not be checked" error={query.error} />;
  if (query.data === null) return <Text fw={500}>You have not set a passphrase yet.</Text>;
  const { passphrase, hint, updatedAt } = query.data;
  return (
    <Stack gap={4}>
      <Text fw={500}>You have a passphrase, set on {formatOrganisationDate(updatedAt)}.</Text>
      {hint ? <Text size="sm">Hint: {hint}</Text> : null}
      <Group gap="sm" align="center" wrap="wrap">
        {shown ? (
          <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {passphrase}
          </Text>
        ) : null}
        <Button
          variant="default"
          onClick={() => setShown((v) => !v)}
          aria-expanded={shown}
          {...WRAPPING_BUTTON}
        >
          {shown ? 'Hide my passphrase' : 'Show my passphrase'}
        </Button>
      </Group>
    </Stack>
  );
}
