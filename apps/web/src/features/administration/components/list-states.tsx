import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Grey bars in the shape of a table while a list loads. */
export function TableSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} />
      ))}
    </Stack>
  );
}

export interface EmptyStateProps {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A list with nothing in it yet: what it is for and how to start. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
