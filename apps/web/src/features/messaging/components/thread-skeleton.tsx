import { Paper, Skeleton, Stack } from '@mantine/core';
import type { JSX } from 'react';
import classes from './thread-pane.module.css';

/** The open thread's shape while it (or the thread pane's code) loads. */
export function ThreadSkeleton(): JSX.Element {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.root}
      role="status"
      aria-busy="true"
      aria-label="Loading thread"
    >
      <Stack gap="md">
        <Skeleton height={26} width="60%" />
        <Skeleton height={14} width="40%" />
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={12} width="30%" />
            <Skeleton height={48} />
          </Stack>
        ))}
        <Skeleton height={120} />
      </Stack>
    </Paper>
  );
}
