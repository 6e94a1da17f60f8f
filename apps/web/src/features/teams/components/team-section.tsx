import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TeamSectionProps {
  id: string;
  title: string;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}

/** A titled card region of a team page; the heading names the region for screen readers. */
export function TeamSection({ id, title, actions, children, danger = false }: TeamSectionProps) {
  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
      style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          {/* Focusable from script: focus lands here when the control it had is gone (a removed member). */}
          <Title order={2} size="h4" id={id} tabIndex={-1}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
