import { Button, Group, Modal } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import classes from './thread-pane.module.css';

export interface MessagePhotoDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The file's name: the dialog's title, the picture's text alternative and the name it downloads under. */
  name: string;
  /** The object URL of the bytes already fetched for the preview. */
  url: string;
}

/** A photo at full size, with a Download that saves the bytes already here (nothing is fetched again). */
export function MessagePhotoDialog({ opened, onClose, name, url }: MessagePhotoDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={name}
      size="auto"
      centered
      classNames={{ content: classes.photoDialogContent, title: classes.photoDialogTitle }}
    >
      <img src={url} alt={`Photo: ${name}`} className={classes.photoFull} />
      <Group justify="flex-end" mt="md">
        <Button component="a" href={url} download={name} leftSection={<IconDownload size={16} aria-hidden />}>
          Download
        </Button>
      </Group>
    </Modal>
  );
}
