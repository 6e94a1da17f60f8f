import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyNoteProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

/** An empty list: what would be here, and the first step to fill it. */
export function EmptyNote({ icon, title, text, action }: EmptyNoteProps) {
  return (
    <EmptyState icon={icon} variant="light" title={title} description={text} py="lg">
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
