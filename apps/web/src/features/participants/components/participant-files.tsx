import type { AppSession, ParticipantFileView } from '@casework/contract';
import {
  ActionIcon,
  Alert,
  Checkbox,
  Group,
  Loader,
  Menu,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { FileDropZone } from '../../../platform/forms/file-drop-zone.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { UploadList, type UploadState } from '../../../platform/forms/upload-list.tsx';
import { useSession } from '../../../platform/session/session-provider.tsx';
import { useDeleteParticipantFile } from '../api/delete-participant-file.ts';
import { downloadParticipantFile } from '../api/download-participant-file.ts';
import { useParticipantFiles } from '../api/list-participant-files.ts';
import { participantKeys } from '../api/query-keys.ts';
import { uploadParticipantFile } from '../api/upload-participant-file.ts';
import { MoveSelectedBar, RenameFileDialog } from './participant-files-actions.tsx';

export const DEFAULT_FILE_CATEGORIES = ['identity', 'income', 'housing', 'health', 'other'] as const;

type SessionUser = AppSession['user'];

/** A participant changes only the files they uploaded; staff change any file. The server holds the same rule. */
function mayChangeFile(file: ParticipantFileView, user: SessionUser | undefined): boolean {
  return user?.kind === 'staff' || (user !== undefined && file.uploadedBy?.id === user.id);
}

function uploaderOf(file: ParticipantFileView, user: SessionUser | undefined): string {
  if (!file.uploadedBy) return 'Unknown';
  return file.uploadedBy.id === user?.id ? 'You' : file.uploadedBy.name;
}

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
 * A participant's files by category, with who uploaded each: upload with progress (button or drag-and-drop),
 * download, rename, delete, and select several to move them to another category together (all or none). A
 * participant sees rename, delete and select only on the files they uploaded; staff files are theirs to download.
 */
export function ParticipantFiles({ participantId, headingOrder = 3 }: ParticipantFilesProps) {
  const user = useSession().data?.user;
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
  const readOnlyShown =
    user?.kind === 'participant' && (files.data?.items ?? []).some((f) => !mayChangeFile(f, user));

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
        Array.from(byCategory.entries()).map(([cat, items]) => {
          const changeable = items.filter((f) => mayChangeFile(f, user));
          return (
            <Stack key={cat} gap={4}>
              <Title order={headingOrder} size="h6">
                {cat}
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col" w={36}>
                        {changeable.length > 0 ? (
                          <Checkbox
                            aria-label={`Select every file in ${cat}`}
                            checked={changeable.every((f) => selected.has(f.reference))}
                            indeterminate={
                              changeable.some((f) => selected.has(f.reference)) &&
                              !changeable.every((f) => selected.has(f.reference))
                            }
                            onChange={(e) => {
                              const on = e.currentTarget.checked;
                              for (const f of changeable) toggle(f.reference, on);
                            }}
                          />
                        ) : (
                          <VisuallyHidden>Select</VisuallyHidden>
                        )}
                      </Table.Th>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Size</Table.Th>
                      <Table.Th scope="col">Uploaded</Table.Th>
                      <Table.Th scope="col">Uploaded by</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((f) => (
                      <Table.Tr key={f.reference}>
                        <Table.Td>
                          {mayChangeFile(f, user) ? (
                            <Checkbox
                              aria-label={`Select ${f.name}`}
                              checked={selected.has(f.reference)}
                              onChange={(e) => toggle(f.reference, e.currentTarget.checked)}
                            />
                          ) : null}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                        <Table.Td>{formatSize(f.size)}</Table.Td>
                        <Table.Td>{new Date(f.uploadedAt).toLocaleDateString('en-US')}</Table.Td>
                        <Table.Td>{uploaderOf(f, user)}</Table.Td>
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
                            {mayChangeFile(f, user) ? (
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
                            ) : null}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          );
        })
      )}
      {readOnlyShown ? (
        <Text c="dimmed" size="sm">
          Files added by staff can be downloaded, but only the files you uploaded can be renamed, moved or
          deleted.
        </Text>
      ) : null}
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
