import { Box, Button, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';

export interface FileDropZoneProps {
  /** Called with the files dropped or chosen. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  multiple?: boolean;
  /** The visible name of the zone and of its button. */
  label?: string;
  /** A line under the label, e.g. the size limit. */
  hint?: string;
  accept?: string;
}

/** Drop files here, or press the button to choose them: native drag-and-drop and a real file input. */
export function FileDropZone({
  onFiles,
  disabled = false,
  multiple = true,
  label = 'Choose files',
  hint = 'Or drag and drop files here.',
  accept,
}: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  }

  function onDragOver(event: DragEvent) {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  }

  return (
    <Box
      data-testid="file-drop-zone"
      data-over={over || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      p="md"
      style={{
        border: `2px dashed ${over ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Group gap="md" wrap="wrap">
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          variant="light"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {label}
        </Button>
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Box>
  );
}
