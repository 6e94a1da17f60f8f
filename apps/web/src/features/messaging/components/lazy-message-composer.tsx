import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, type JSX } from 'react';
import type { MessageComposerProps } from './message-composer.tsx';

/** The rich-text editor (Tiptap, ~140 kB gzip) loads only when a composer is shown, not with the page. */
const LoadedComposer = lazy(async () => ({
  default: (await import('./message-composer.tsx')).MessageComposer,
}));

/**
 * What stands in for the composer while its code loads: its label, a box the size of the toolbar and editable
 * region, and the row of buttons, so nothing moves when the editor appears.
 */
function ComposerPlaceholder({ label }: { label: string }): JSX.Element {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="message-composer-loading">
      <Text component="div" size="sm" fw={500}>
        {label}
      </Text>
      <Box
        h="calc(5.5rem + 52px)"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-default)',
        }}
      />
      <Group justify="flex-end">
        <Skeleton h={36} w={120} radius="sm" />
      </Group>
    </Stack>
  );
}

/** The message composer of message-composer.tsx, loaded on first use. */
export function MessageComposer(props: MessageComposerProps): JSX.Element {
  return (
    <Suspense fallback={<ComposerPlaceholder label={props.label} />}>
      <LoadedComposer {...props} />
    </Suspense>
  );
}
