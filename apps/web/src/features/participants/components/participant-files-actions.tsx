import { fileCategoryChoices, fileCategoryLabel } from './file-categories.ts';
import { fileNameProblem, type ParticipantFileView } from '@casework/contract';
import { Button, Group, Modal, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useMoveParticipantFiles } from '../api/move-participant-files.ts';
import { useUpdateParticipantFile } from '../api/update-participant-file.ts';

/** Moves the selected files to one category in one call; a name already taken there refuses the whole move. */
export function MoveSelectedBar({
  participantId,
  files,
  categories,
  onDone,
}: {
  participantId: string;
  files: ParticipantFileView[];
  categories: readonly string[];
  onDone: () => void;
}) {
  const [toCategory, setToCategory] = useState('');
  const move = useMoveParticipantFiles(participantId);
  const choices = categories.filter((c) => files.some((f) => f.category !== c));
  const target = choices.includes(toCategory) ? toCategory : (choices[0] ?? '');
  const moving = files.filter((f) => f.category !== target);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (moving.length === 0) return;
    move.mutate(
      { moves: moving.map((f) => ({ category: f.category, name: f.name, toCategory: target })) },
      {
        onSuccess: () => {
          showToast({
            color: 'teal',
            message: `${moving.length} ${moving.length === 1 ? 'file' : 'files'} moved to “${fileCategoryLabel(target)}”.`,
          });
          onDone();
        },
      },
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Selected files">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} style={{ alignSelf: 'center' }} aria-live="polite">
            {files.length} {files.length === 1 ? 'file' : 'files'} selected
          </Text>
          <NativeSelect
            label="Move to category"
            value={target}
            onChange={(e) => setToCategory(e.currentTarget.value)}
            data={fileCategoryChoices(choices)}
            w={200}
          />
          <PendingButton type="submit" pending={move.isPending} disabled={moving.length === 0}>
            Move {moving.length === 1 ? 'file' : 'files'}
          </PendingButton>
          <Button variant="default" onClick={onDone} disabled={move.isPending}>
            Clear selection
          </Button>
        </Group>
        {move.isError ? <ErrorAlert title="Nothing was moved" error={move.error} mt="sm" /> : null}
      </form>
    </Paper>
  );
}

/** Renames a file, moves it to another category, or both in one call; the SPEC §5 name rule is checked first. */
export function RenameFileDialog({
  participantId,
  file,
  categories,
  onClose,
}: {
  participantId: string;
  file: ParticipantFileView;
  categories: readonly string[];
  onClose: () => void;
}) {
  const [name, setName] = useState(file.name);
  const [category, setCategory] = useState(file.category);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateParticipantFile(participantId);
  const serverErrors = fieldErrorsOf(update.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const p = fileNameProblem(trimmed);
    setProblem(p);
    if (p) return;
    const body = {
      ...(trimmed !== file.name ? { name: trimmed } : {}),
      ...(category !== file.category ? { category } : {}),
    };
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { category: file.category, name: file.name, body },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: 'File updated.' });
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Rename or move a file" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="File name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={problem ?? serverErrors.name}
            data-autofocus
          />
          <NativeSelect
            label="Category"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
            data={fileCategoryChoices(categories)}
          />
          {update.isError && !serverErrors.name ? (
            <ErrorAlert title="The file was not changed" error={update.error} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={update.isPending}>
              Save
            </PendingButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
