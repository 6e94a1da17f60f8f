import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ReasonDialog } from '../../../platform/forms/reason-dialog.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { WRAPPING_BUTTON } from '../../../platform/ui/wrapping-button.ts';
import { useCheckPassphrase } from '../api/check-passphrase.ts';
import { useRevealPassphrase } from '../api/reveal-passphrase.ts';

/**
 * Staff: check a spoken passphrase without seeing it, or reveal it with a reason (logged) and hide it again. Revealing
 * and hiding move the focus to the control that takes the place of the one pressed.
 */
export function PassphrasePanel({ participantId }: { participantId: string }) {
  const check = useCheckPassphrase(participantId);
  const reveal = useRevealPassphrase(participantId);
  const [attempt, setAttempt] = useState('');
  const [revealOpen, setRevealOpen] = useState(false);
  const revealButton = useRef<HTMLButtonElement>(null);
  const hideButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'reveal' | 'hide' | null>(null);
  const passphraseId = useId();
  const shown = reveal.isSuccess && reveal.data !== null ? reveal.data : null;

  useEffect(() => {
    const next = focusNext.current;
    const target = next === 'hide' ? hideButton.current : next === 'reveal' ? revealButton.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  function hide() {
    focusNext.current = 'reveal';
    reveal.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (attempt.trim() === '') return;
    check.mutate(attempt);
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Check a spoken passphrase">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Check a spoken passphrase"
            description="Type what the caller says. Case and spacing do not matter."
            value={attempt}
            autoComplete="off"
            onChange={(e) => {
              setAttempt(e.currentTarget.value);
              check.reset();
            }}
            error={fieldErrorsOf(check.error).attempt}
            style={{ flex: 1, minWidth: 240 }}
          />
          <PendingButton type="submit" pending={check.isPending} disabled={attempt.trim() === ''}>
            Check
          </PendingButton>
        </Group>
      </form>
      <div aria-live="polite">
        {check.data ? (
          <Alert color={check.data.matches ? 'teal' : 'red'} variant="light">
            {check.data.matches ? 'The passphrase matches.' : 'The passphrase does not match.'}
          </Alert>
        ) : check.isError && check.error && !fieldErrorsOf(check.error).attempt ? (
          <Alert color="red">{errorMessage(check.error)}</Alert>
        ) : null}
      </div>
      {shown ? (
        // Each part as wide as its words (not half the row each), one under the other when they do not fit.
        <Group gap="sm" wrap="wrap" preventGrowOverflow={false}>
          <Text id={passphraseId} style={{ overflowWrap: 'anywhere' }}>
            Passphrase: <Code fz="md">{shown.passphrase}</Code>
            {shown.hint ? (
              <Text span c="dimmed">
                {' '}
                (hint: {shown.hint})
              </Text>
            ) : null}
          </Text>
          <Button
            ref={hideButton}
            variant="default"
            onClick={hide}
            aria-describedby={passphraseId}
            {...WRAPPING_BUTTON}
          >
            Hide passphrase
          </Button>
        </Group>
      ) : (
        <Group gap="sm" preventGrowOverflow={false}>
          <Button
            ref={revealButton}
            variant="default"
            onClick={() => setRevealOpen(true)}
            {...WRAPPING_BUTTON}
          >
            Reveal passphrase
          </Button>
          {reveal.isSuccess ? <Text c="dimmed">No passphrase is set.</Text> : null}
        </Group>
      )}
      <ReasonDialog
        opened={revealOpen}
        title="Reveal the passphrase"
        explanation="Say why you need to see it. Your name, this participant and your reason are written to the activity log."
        confirmLabel="Reveal"
        busy={reveal.isPending}
        error={reveal.isError ? (fieldErrorsOf(reveal.error).reason ?? errorMessage(reveal.error)) : null}
        onCancel={() => {
          if (reveal.isError) reveal.reset();
          setRevealOpen(false);
        }}
        onConfirm={(reason) =>
          reveal.mutate(reason, {
            onSuccess: (found) => {
              if (found) focusNext.current = 'hide';
              setRevealOpen(false);
              showToast({ color: 'teal', message: 'The access was logged.' });
            },
          })
        }
      />
    </Stack>
  );
}
