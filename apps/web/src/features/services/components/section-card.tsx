import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** The heading's id, when something else is named by it too (a table); one is made otherwise. */
  headingId?: string;
  children: ReactNode;
}

/** A bordered section named by its heading. */
export function SectionCard({ title, headingId, children }: SectionCardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}
