import { byFileCategoryOrder, fileCategoryChoices, fileCategoryLabel } from './file-categories.ts';
import { PARTICIPANT_FILE_CATEGORIES, type AppSession, type ParticipantFileView } from '@casework/contract';
import { Box, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { FileDropZone } from '../../../platform/forms/file-drop-zone.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { fileSizeLimitLabel, sortPickedFiles } from '../../../platform/forms/picked-file.ts';
import { UploadList, type UploadState } from '../../../platform/forms/upload-list.tsx';
import { useSession } from '../../../platform/session/session-provider.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useCompactLayout } from '../../../platform/ui/use-compact-layout.ts';
import { useDeleteParticipantFile } from '../api/delete-participant-file.ts';
import { useParticipantFiles } from '../api/list-participant-files.ts';
import { participantKeys } from '../api/query-keys.ts';
import { uploadParticipantFile } from '../api/upload-participant-file.ts';
import { ParticipantFileList } from './participant-file-list.tsx';
import { MoveSelectedBar, RenameFileDialog } from './participant-files-actions.tsx';

type SessionUser = AppSession['user'];

/** A participant changes only the files they uploaded; staff change any file. The server holds the same rule. */
function mayChangeFile(file: ParticipantFileView, user: SessionUser | undefined): boolean {
  return user?.kind === 'staff' || (user !== undefined && file.uploadedBy?.id === user.id);
}

function uploaderOf(file: ParticipantFileView, user: SessionUser | undefined): string {
  if (!file.uploadedBy) return 'Unknown';
  return file.uploadedBy.id === user?.id ? 'You' : file.uploadedBy.name;
}

export interface ParticipantFilesProps {
  participantId: string;
  /** Heading level of the category headings. */
  headingOrder?: 3 | 4;
  /** Download only: no upload, rename, move or delete (a record merged into another). */
  readOnly?: boolean;
}

/**
 * A participant's files by category, with who uploaded each: upload with progress (button or drag-and-drop),
 * download, rename, delete, and select several to move them to another category together (all or none). A
 * participant sees rename, delete and select only on the files they uploaded; staff files are theirs to download.
 */
export function ParticipantFiles({
  participantId,
  headingOrder = 3,
  readOnly = false,
}: ParticipantFilesProps) {
  const user = useSession().data?.user;
  const files = useParticipantFiles(participantId);
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<string>('other');
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [renaming, setRenaming] = useState<ParticipantFileView | null>(null);
  const [deleting, setDeleting] = useState<ParticipantFileView | null>(null);
  const remove = useDeleteParticipantFile(participantId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const dropZone = useRef<HTMLDivElement>(null);
  const finishedUploads = uploads.filter((u) => u.status !== 'uploading').length;
  // A phone has nothing to drag files from: there the hint speaks of choosing them only.
  const compact = useCompactLayout();
  const where = `“${fileCategoryLabel(category)}”`;
  const uploadHint = `${compact ? `Choose files to add to ${where}` : `Drop files here to add them to ${where}`}. Up to ${fileSizeLimitLabel()} each.`;

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

  /** Takes the uploaded, failed and not-sent lines off the list (those still sending stay), back at the upload button. */
  function clearFinishedUploads() {
    setUploads((all) => all.filter((u) => u.status === 'uploading'));
    dropZone.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }

  function upload(list: File[]) {
    const { accepted, refused } = sortPickedFiles(list);
    if (refused.length > 0) setUploads((all) => [...all, ...refused]);
    for (const file of accepted) {
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
  const categories = Array.from(new Set([...PARTICIPANT_FILE_CATEGORIES, ...byCategory.keys()])).sort(
    byFileCategoryOrder,
  );
  const selectedFiles = (files.data?.items ?? []).filter((f) => selected.has(f.reference));
  const readOnlyShown =
    user?.kind === 'participant' && (files.data?.items ?? []).some((f) => !mayChangeFile(f, user));

  return (
    <Stack gap="md">
      {readOnly ? null : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Category for new files"
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value)}
              data={fileCategoryChoices(categories)}
              w={240}
            />
          </Group>
          <Box ref={dropZone}>
            <FileDropZone label="Upload files" hint={uploadHint} onFiles={upload} />
          </Box>
          <UploadList uploads={uploads} />
          {finishedUploads > 0 ? (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={clearFinishedUploads}>
                Clear finished uploads
              </Button>
            </Group>
          ) : null}
        </>
      )}
      {!readOnly && selectedFiles.length > 0 ? (
        <MoveSelectedBar
          participantId={participantId}
          files={selectedFiles}
          categories={categories}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      {files.isError ? (
        <ErrorAlert title="The files could not be loaded" error={files.error} />
      ) : !files.data ? (
        <Loader size="sm" aria-label="Loading files" />
      ) : files.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No files yet.
        </Text>
      ) : (
        Array.from(byCategory.entries())
          .sort(([a], [b]) => byFileCategoryOrder(a, b))
          .map(([cat, items]) => (
            <ParticipantFileList
              key={cat}
              headingOrder={headingOrder}
              participantId={participantId}
              category={cat}
              items={items}
              mayChange={(f) => !readOnly && mayChangeFile(f, user)}
              uploaderOf={(f) => uploaderOf(f, user)}
              selected={selected}
              onToggle={toggle}
              onRename={setRenaming}
              onDelete={setDeleting}
            />
          ))
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
