import { fileNameProblem } from '@casework/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../api/api-error.ts';
import { PendingButton } from '../ui/pending-button.tsx';
import { fieldErrorsOf } from './server-errors.ts';
import { showToast } from './toast.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';

export interface RenameFileDialogProps {
  /** The file's name now. */
  currentName: string;
  /** Renames on the server (e.g. a mutation's mutateAsync); rejects with the ApiError to show. */
  rename: (newName: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Rename a file": the SPEC §5 file-name rule is checked before anything is sent; the server's answer (a name taken,
 * 409) shows on the field. An unchanged name closes without a call.
 */
export function RenameFileDialog({ currentName, rename, onClose }: RenameFileDialogProps) {
  const [name, setName] = useState(currentName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A taken name answers 409 without field errors: it still belongs next to the name.
  const nameError =
    fieldErrorsOf(error).name ??
    (isApiError(error) && error.status === 409 ? errorMessage(error) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog may sit inside another form (through a portal): its submit must not submit that form.
    event.stopPropagation();
    const trimmed = name.trim();
    const found = fileNameProblem(trimmed);
    setProblem(found);
    if (found) return;
    if (trimmed === currentName) {
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await rename(trimmed);
      showToast({ color: 'teal', message: `Renamed to ${trimmed}` });
      onClose();
    } catch (e: unknown) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Rename a file" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="File name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
            error={problem ?? nameError}
            data-autofocus
          />
          {error !== null && !nameError ? (
            <ErrorAlert title="The file was not renamed" error={error} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={busy}>
              Rename
            </PendingButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
