import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Page } from './page.tsx';

/** Shown instead of a screen whose plugin an administrator switched off. */
export function AreaSwitchedOff() {
  return (
    <Page title="Area switched off">
      <Alert variant="light" color="gray" icon={<IconPlugConnectedX aria-hidden />} maw={720}>
        This part of Casework is switched off for your organisation. If you need it, ask an administrator.
      </Alert>
    </Page>
  );
}
