import type { MessageFileView } from '@casework/contract';
import { ActionIcon, Menu, VisuallyHidden } from '@mantine/core';
import { IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { RenameFileDialog } from '../../../platform/forms/rename-file-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { downloadMessageFile, useChangeMessageFile } from '../api/message-files.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { MessagePhoto } from './message-photo.tsx';
import { isPreviewablePhoto } from './message-photo-rules.ts';
import { formatFileSize } from './thread-format.ts';
import classes from './thread-pane.module.css';

export interface ThreadMessageFilesProps {
  threadId: string;
  messageId: string;
  files: readonly MessageFileView[];
  /** The caller wrote the message: they may rename and delete its files. */
  own: boolean;
}

/** A message's files: photos shown, each file to download; the author may also rename or delete them. */
export function ThreadMessageFiles({ threadId, messageId, files, own }: ThreadMessageFilesProps) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<MessageFileView | null>(null);
  const [deleting, setDeleting] = useState<MessageFileView | null>(null);
  const change = useChangeMessageFile(threadId);

  if (files.length === 0) return null;
  const photos = files.filter(isPreviewablePhoto);

  function download(file: MessageFileView) {
    setDownloading(file.name);
    downloadMessageFile(threadId, messageId, file.name)
      .catch((e: unknown) => showToast({ color: 'red', title: 'Download failed', message: errorMessage(e) }))
      .finally(() => setDownloading(null));
  }

  return (
    <>
      {photos.length > 0 ? (
        <ul className={classes.photoList} aria-label="Photos">
          {photos.map((file) => (
            <li key={file.reference}>
              <MessagePhoto threadId={threadId} messageId={messageId} file={file} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={classes.fileList} aria-label="Attached files">
        {files.map((file) => (
          <li key={file.reference} className={classes.fileChip}>
            <PendingButton
              variant="light"
              size="compact-sm"
              leftSection={<IconDownload size={14} aria-hidden />}
              pending={downloading === file.name}
              onClick={() => download(file)}
              classNames={{ label: classes.fileChipLabel }}
            >
              <VisuallyHidden>Download</VisuallyHidden>{' '}
              <span className={classes.fileChipName}>{file.name}</span>{' '}
              <span className={classes.fileChipSize}>{formatFileSize(file.size)}</span>
            </PendingButton>
            {own ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`More actions for ${file.name}`}
                  >
                    <IconDots size={14} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setRenaming(file)}
                  >
                    Rename
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => setDeleting(file)}
                  >
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </li>
        ))}
      </ul>
      {renaming ? (
        <RenameFileDialog
          currentName={renaming.name}
          rename={(name) => change.mutateAsync({ messageId, fileName: renaming.name, rename: name })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this file?"
        confirmLabel="Delete file"
        danger
        busy={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          change.mutate(
            { messageId, fileName: deleting.name },
            {
              onSuccess: () => {
                showToast({ color: 'teal', message: `${deleting.name} deleted` });
                setDeleting(null);
              },
              onError: (e) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
            },
          )
        }
      >
        {`“${deleting?.name ?? ''}” will be removed from this message for everyone. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
