import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface TableSkeletonProps {
  /** What is loading, for screen readers: "Loading webhooks". */
  label: string;
  rows?: number;
  /** The height of one body row, close to the real table's so the page does not jump. */
  rowHeight?: number;
}

/** Grey bars in the shape of a table while a list loads. */
export function TableSkeleton({ label, rows = 4, rowHeight = 44 }: TableSkeletonProps) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} />
      ))}
    </Stack>
  );
}

export interface EmptyStateProps {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** The widest the explanation grows, in pixels; a longer one reads better a little wider. */
  textWidth?: number;
}

/** A list with nothing in it yet: what it is for and how to start. */
export function EmptyState({ icon: Icon, title, children, action, textWidth = 480 }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={textWidth}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
