import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Page } from './page.tsx';

export interface NotAvailableYetProps {
  title: string;
  /** What this screen will let the user do, in one or two sentences. */
  what: string;
  /** Shown above the note (e.g. the confirmation of an action). */
  children?: ReactNode;
}

/** A screen that a later release fills: its title and a friendly note on what will be here. */
export function NotAvailableYet({ title, what, children }: NotAvailableYetProps) {
  return (
    <Page title={title}>
      {children}
      <Alert
        variant="light"
        color="indigo"
        title="Not available yet"
        icon={<IconTools aria-hidden />}
        maw={720}
      >
        {what}
      </Alert>
    </Page>
  );
}
