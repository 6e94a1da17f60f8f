import type { TemplateFileView } from '@casework/contract';
import { ActionIcon, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPaperclip, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { RenameFileDialog } from '../../../platform/forms/rename-file-dialog.tsx';
import { FileDropZone } from '../../../platform/forms/file-drop-zone.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import {
  fileSizeLimitLabel,
  isSamePickedFile,
  sortPickedFiles,
} from '../../../platform/forms/picked-file.ts';
import { UploadList, type UploadState } from '../../../platform/forms/upload-list.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useDeleteTemplateFiles } from '../api/delete-template-files.ts';
import { downloadTemplateFile } from '../api/download-template-file.ts';
import { useTemplateFiles } from '../api/list-template-files.ts';
import { templateKeys } from '../api/query-keys.ts';
import { uploadTemplateFile } from '../api/upload-template-file.ts';
import { useRenameTemplateFile } from '../api/rename-template-file.ts';

/** What the drop zones say: what the files are for, and the size limit. */
const filesHint = () =>
  `They are attached to every message this quick message is used in. Drop files here or choose them, up to ${fileSizeLimitLabel()} each.`;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function FilesHeading({ id }: { id: string }) {
  return (
    <Title order={2} size="h5" id={id}>
      Files
    </Title>
  );
}

export interface PendingTemplateFilesProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Progress of the uploads that run after the quick message is saved. */
  uploads: readonly UploadState[];
  disabled: boolean;
}

/** A new quick message's files: chosen now, uploaded (with progress) once the quick message is saved. */
export function PendingTemplateFiles({ files, onChange, uploads, disabled }: PendingTemplateFilesProps) {
  const headingId = useId();
  const [refused, setRefused] = useState<UploadState[]>([]);
  function add(picked: File[]) {
    const { accepted, refused: refusedNow } = sortPickedFiles(picked);
    setRefused(refusedNow);
    const added = accepted.filter((f) => !files.some((held) => isSamePickedFile(held, f)));
    if (added.length > 0) onChange([...files, ...added]);
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <FilesHeading id={headingId} />
      <FileDropZone
        label="Add files"
        hint={`${filesHint()} They upload when you save.`}
        onFiles={add}
        disabled={disabled}
      />
      {files.length > 0 && uploads.length === 0 ? (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((file) => (
            <Group key={`${file.name}-${file.size}`} component="li" gap="xs" wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((f) => f !== file))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      <UploadList uploads={[...refused, ...uploads]} />
    </Stack>
  );
}

/** A saved quick message's files: upload with progress, download, rename, delete. */
export function TemplateFilesManager({ templateId }: { templateId: string }) {
  const headingId = useId();
  const files = useTemplateFiles(templateId);
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [renaming, setRenaming] = useState<TemplateFileView | null>(null);
  const [deleting, setDeleting] = useState<TemplateFileView | null>(null);
  const remove = useDeleteTemplateFiles(templateId);
  const rename = useRenameTemplateFile(templateId);

  const patch = (id: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  async function upload(list: File[]) {
    const { accepted, refused } = sortPickedFiles(list);
    const entries = accepted.map((file) => ({ file, id: `${Date.now()}-${Math.random()}` }));
    setUploads((all) => [
      ...all.filter((u) => u.status !== 'done' && u.status !== 'refused'),
      ...refused,
      ...entries.map(({ file, id }) => ({ id, name: file.name, percent: 0, status: 'uploading' as const })),
    ]);
    for (const { file, id } of entries) {
      try {
        await uploadTemplateFile({ templateId, file, onProgress: (percent) => patch(id, { percent }) });
        patch(id, { status: 'done', percent: 100 });
        showToast({ color: 'teal', message: `${file.name} attached.` });
      } catch (error) {
        patch(id, { status: 'failed', error: errorMessage(error) });
      }
    }
    await queryClient.invalidateQueries({ queryKey: templateKeys.all });
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <FilesHeading id={headingId} />
      <FileDropZone label="Upload files" hint={filesHint()} onFiles={(list) => void upload(list)} />
      <UploadList uploads={uploads} />
      {files.isError ? (
        <ErrorAlert title="The files could not be loaded" error={files.error} />
      ) : !files.data ? (
        <Loader size="sm" aria-label="Loading files" />
      ) : files.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Size</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.data.items.map((f) => (
                <Table.Tr key={f.reference}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(f.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={2} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Download ${f.name}`}
                        onClick={() =>
                          void downloadTemplateFile(templateId, f.name).catch((e: unknown) =>
                            showToast({ color: 'red', title: 'Download failed', message: errorMessage(e) }),
                          )
                        }
                      >
                        <IconDownload size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Rename ${f.name}`}
                        onClick={() => setRenaming(f)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${f.name}`}
                        onClick={() => setDeleting(f)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {renaming ? (
        <RenameFileDialog
          currentName={renaming.name}
          rename={(name) => rename.mutateAsync({ fileName: renaming.name, name })}
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
          remove.mutate([deleting.name], {
            onSuccess: () => {
              showToast({ color: 'teal', message: `${deleting.name} deleted.` });
              setDeleting(null);
            },
            onError: (e) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
          })
        }
      >
        {`“${deleting?.name ?? ''}” will no longer be attached when this quick message is used. Messages already sent keep their copy.`}
      </ConfirmDialog>
    </Stack>
  );
}
