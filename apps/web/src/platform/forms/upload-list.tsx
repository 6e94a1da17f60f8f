import { Group, Progress, Stack, Text } from '@mantine/core';

export interface UploadState {
  id: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

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
            <Text size="sm" c={u.status === 'failed' ? 'red' : 'dimmed'}>
              {u.status === 'failed' ? 'Failed' : u.status === 'done' ? 'Uploaded' : `${u.percent}%`}
            </Text>
          </Group>
          <Progress
            value={u.percent}
            color={u.status === 'failed' ? 'red' : u.status === 'done' ? 'teal' : undefined}
            aria-label={`Upload of ${u.name}`}
            size="sm"
          />
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
