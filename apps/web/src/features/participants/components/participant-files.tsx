import { fileNameProblem, type ParticipantFileView } from '@casework/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Loader,
  Menu,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { FileDropZone } from '../../../platform/forms/file-drop-zone.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { UploadList, type UploadState } from '../../../platform/forms/upload-list.tsx';
import { useDeleteParticipantFile } from '../api/delete-participant-file.ts';
import { downloadParticipantFile } from '../api/download-participant-file.ts';
import { useParticipantFiles } from '../api/list-participant-files.ts';
import { participantKeys } from '../api/query-keys.ts';
import { useMoveParticipantFiles } from '../api/move-participant-files.ts';
import { useUpdateParticipantFile } from '../api/update-participant-file.ts';
import { uploadParticipantFile } from '../api/upload-participant-file.ts';

export const DEFAULT_FILE_CATEGORIES = ['identity', 'income', 'housing', 'health', 'other'] as const;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ParticipantFilesProps {
  participantId: string;
  /** Heading level of the category headings. */
  headingOrder?: 3 | 4;
}

/**
 * A participant's files by category: upload with progress (button or drag-and-drop), download, rename, delete, and
 * select several to move them to another category together (all or none).
 */
export function ParticipantFiles({ participantId, headingOrder = 3 }: ParticipantFilesProps) {
  const files = useParticipantFiles(participantId);
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<string>('other');
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [renaming, setRenaming] = useState<ParticipantFileView | null>(null);
  const [deleting, setDeleting] = useState<ParticipantFileView | null>(null);
  const remove = useDeleteParticipantFile(participantId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  function toggle(reference: string, on: boolean) {
    setSelected((all) => {
      const next = new Set(all);
      if (on) next.add(reference);
      else next.delete(reference);
      return next;
    });
  }

  function patch(id: string, change: Partial<UploadState>) {
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }

  function upload(list: File[]) {
    for (const file of list) {
      const id = `${Date.now()}-${Math.random()}`;
      setUploads((all) => [...all, { id, name: file.name, percent: 0, status: 'uploading' }]);
      uploadParticipantFile({
        participantId,
        category,
        file,
        onProgress: (percent) => patch(id, { percent }),
      })
        .then(() => {
          patch(id, { status: 'done', percent: 100 });
          showToast({ color: 'teal', message: `${file.name} uploaded.` });
          return queryClient.invalidateQueries({ queryKey: participantKeys.files(participantId) });
        })
        .catch((error: unknown) => patch(id, { status: 'failed', error: errorMessage(error) }));
    }
  }

  const byCategory = new Map<string, ParticipantFileView[]>();
  for (const f of files.data?.items ?? [])
    byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), f]);
  const categories = Array.from(new Set([...DEFAULT_FILE_CATEGORIES, ...byCategory.keys()]));
  const selectedFiles = (files.data?.items ?? []).filter((f) => selected.has(f.reference));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Category for new files"
          value={category}
          onChange={(e) => setCategory(e.currentTarget.value)}
          data={categories}
          w={240}
        />
      </Group>
      <FileDropZone
        label="Upload files"
        hint={`Drop files here to add them to “${category}”. Up to 25 MB each.`}
        onFiles={upload}
      />
      <UploadList uploads={uploads} />
      {selectedFiles.length > 0 ? (
        <MoveSelectedBar
          participantId={participantId}
          files={selectedFiles}
          categories={categories}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      {files.isError ? (
        <Alert color="red" role="alert" title="The files could not be loaded">
          {errorMessage(files.error)}
        </Alert>
      ) : !files.data ? (
        <Loader size="sm" aria-label="Loading files" />
      ) : files.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No files yet.
        </Text>
      ) : (
        Array.from(byCategory.entries()).map(([cat, items]) => (
          <Stack key={cat} gap={4}>
            <Title order={headingOrder} size="h6">
              {cat}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={36}>
                      <Checkbox
                        aria-label={`Select every file in ${cat}`}
                        checked={items.every((f) => selected.has(f.reference))}
                        indeterminate={
                          items.some((f) => selected.has(f.reference)) &&
                          !items.every((f) => selected.has(f.reference))
                        }
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          for (const f of items) toggle(f.reference, on);
                        }}
                      />
                    </Table.Th>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">Size</Table.Th>
                    <Table.Th scope="col">Uploaded</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((f) => (
                    <Table.Tr key={f.reference}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${f.name}`}
                          checked={selected.has(f.reference)}
                          onChange={(e) => toggle(f.reference, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                      <Table.Td>{formatSize(f.size)}</Table.Td>
                      <Table.Td>{new Date(f.uploadedAt).toLocaleDateString('en-US')}</Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Download ${f.name}`}
                            onClick={() =>
                              void downloadParticipantFile(participantId, f.category, f.name).catch(
                                (e: unknown) =>
                                  showToast({
                                    color: 'red',
                                    title: 'Download failed',
                                    message: errorMessage(e),
                                  }),
                              )
                            }
                          >
                            <IconDownload size={18} aria-hidden />
                          </ActionIcon>
                          <Menu position="bottom-end">
                            <Menu.Target>
                              <ActionIcon variant="subtle" aria-label={`More actions for ${f.name}`}>
                                <IconDots size={18} aria-hidden />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item
                                leftSection={<IconPencil size={16} aria-hidden />}
                                onClick={() => setRenaming(f)}
                              >
                                Rename or move
                              </Menu.Item>
                              <Menu.Item
                                color="red"
                                leftSection={<IconTrash size={16} aria-hidden />}
                                onClick={() => setDeleting(f)}
                              >
                                Delete
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))
      )}
      {renaming ? (
        <RenameFileDialog
          participantId={participantId}
          file={renaming}
          categories={categories}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this file?"
        confirmLabel="Delete file"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { category: deleting.category, name: deleting.name },
            {
              onSuccess: () => {
                showToast({ color: 'teal', message: `${deleting.name} deleted.` });
                setDeleting(null);
              },
              onError: (e) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
            },
          )
        }
      >
        {`“${deleting?.name ?? ''}” will be removed from this participant's files. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** Moves the selected files to one category in one call; a name already taken there refuses the whole move. */
function MoveSelectedBar({
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
            message: `${moving.length} ${moving.length === 1 ? 'file' : 'files'} moved to “${target}”.`,
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
            data={choices}
            w={200}
          />
          <Button type="submit" loading={move.isPending} disabled={move.isPending || moving.length === 0}>
            Move {moving.length === 1 ? 'file' : 'files'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={move.isPending}>
            Clear selection
          </Button>
        </Group>
        {move.isError ? (
          <Alert color="red" role="alert" mt="sm" title="Nothing was moved">
            {errorMessage(move.error)}
          </Alert>
        ) : null}
      </form>
    </Paper>
  );
}

function RenameFileDialog({
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
            data={[...categories]}
          />
          {update.isError && !serverErrors.name ? (
            <Alert color="red" role="alert">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
