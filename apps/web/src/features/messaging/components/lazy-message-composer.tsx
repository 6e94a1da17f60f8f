import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, type JSX } from 'react';
import { lazyWithRetry } from '../../../platform/ui/lazy-with-retry.ts';
import type { ComposerSubmit, MessageComposerProps } from './message-composer.tsx';

/** The rich-text editor (Tiptap, ~140 kB gzip) loads only when a composer is shown, not with the page. */
const LoadedComposer = lazyWithRetry(async () => ({
  default: (await import('./message-composer.tsx')).MessageComposer,
}));

/**
 * What stands in for the composer while its code loads: its label, a box the size of the toolbar and editable
 * region (or of the one-line editor of an idle compact composer), and the row of buttons, so nothing moves when the
 * editor appears.
 */
function ComposerPlaceholder({ label, compact }: { label: string; compact: boolean }): JSX.Element {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="message-composer-loading">
      <Text component="div" size="sm" fw={500}>
        {label}
      </Text>
      <Box
        h={compact ? 'calc(2 * var(--mantine-spacing-xs) + 1.55rem + 2px)' : 'calc(5.5rem + 52px)'}
        px="md"
        py="xs"
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-default)',
        }}
      >
        {/* On a slow connection the editor takes a few seconds: the box does not pretend to be ready to type in. */}
        <Text size="sm" c="dimmed">
          Getting the editor ready…
        </Text>
      </Box>
      <Group justify="flex-end">
        <Skeleton h={36} w={120} radius="sm" />
      </Group>
    </Stack>
  );
}

function holdsSomething(draft: ComposerSubmit | undefined): boolean {
  return !!draft && (draft.html !== '' || draft.files.length > 0 || (draft.templates?.length ?? 0) > 0);
}

/** Starts fetching the editor's code now: an opened thread asks for it with its own code, not after it. */
export const preloadMessageComposer = (): void => LoadedComposer.preload();

/** The message composer of message-composer.tsx, loaded on first use. */
export function MessageComposer(props: MessageComposerProps): JSX.Element {
  return (
    <Suspense
      fallback={
        <ComposerPlaceholder
          label={props.label}
          // The idle composer is one line high; one holding a draft opens at full size.
          compact={props.compactWhenIdle === true && !holdsSomething(props.draft)}
        />
      }
    >
      <LoadedComposer {...props} />
    </Suspense>
  );
}
