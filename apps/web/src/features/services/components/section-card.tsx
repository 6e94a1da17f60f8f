import { Card, Title, type MantineBreakpoint } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** The heading's id, when something else is named by it too (a table); one is made otherwise. */
  headingId?: string;
  /** Hidden on screens this wide and wider (a summary that only small screens need). */
  hiddenFrom?: MantineBreakpoint;
  children: ReactNode;
}

/** A bordered section named by its heading. */
export function SectionCard({ title, headingId, hiddenFrom, children }: SectionCardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} hiddenFrom={hiddenFrom}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
