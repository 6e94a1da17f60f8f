import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

export const APP_NAME = 'Casework';

/** Sets the browser tab title: "<page> · Casework". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}

export interface PageProps {
  title: string;
  /** The browser tab title, when it should differ from the heading. */
  documentTitle?: string;
  /** One sentence under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen: its <h1>, the tab title, and the content. */
export function Page({ title, documentTitle, description, actions, children }: PageProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
