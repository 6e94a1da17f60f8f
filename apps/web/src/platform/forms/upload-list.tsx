import { Group, Progress, Stack, Text } from '@mantine/core';

export interface UploadState {
  id: string;
  name: string;
  percent: number;
  /** "refused": never sent, for what the browser already knew (its name or size); `error` says why. */
  status: 'uploading' | 'done' | 'failed' | 'refused';
  error?: string;
}

/** A picked file the upload rules refuse, as a line of the list: not sent, and why. */
export function refusedUpload(file: Pick<File, 'name'>, reason: string): UploadState {
  return {
    id: `${Date.now()}-${Math.random()}`,
    name: file.name,
    percent: 0,
    status: 'refused',
    error: reason,
  };
}

const STATUS_WORDS: Partial<Record<UploadState['status'], string>> = {
  failed: 'Failed',
  done: 'Uploaded',
  refused: 'Not sent',
};

/** The files being sent, each with its progress bar (and why it failed, if it did). */
export function UploadList({ uploads }: { uploads: readonly UploadState[] }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {uploads.map((u) => (
        <Stack key={u.id} gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {u.name}
            </Text>
            <Text size="sm" c={u.status === 'failed' || u.status === 'refused' ? 'red' : 'dimmed'}>
              {STATUS_WORDS[u.status] ?? `${u.percent}%`}
            </Text>
          </Group>
          {u.status === 'refused' ? null : (
            <Progress
              value={u.percent}
              color={u.status === 'failed' ? 'red' : u.status === 'done' ? 'teal' : undefined}
              aria-label={`Upload of ${u.name}`}
              size="sm"
            />
          )}
          {u.error ? (
            <Text size="xs" c="red">
              {u.error}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
