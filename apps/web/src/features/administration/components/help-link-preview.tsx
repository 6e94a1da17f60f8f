import { Anchor, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

export interface HelpLinkPreviewProps {
  title: string;
  url: string;
  description: string;
  /** False while the address is not a valid http(s) address: the title is then shown as plain text. */
  urlValid: boolean;
}

/**
 * How the link will look on a participant's dashboard (the "Helpful links" card): the title as a link that opens
 * in a new tab, the description below it.
 */
export function HelpLinkPreview({ title, url, description, urlValid }: HelpLinkPreviewProps) {
  const shownTitle = title.trim() === '' ? 'Your link title' : title.trim();
  return (
    <Paper withBorder p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))">
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          Preview: how participants see it
        </Text>
        {urlValid ? (
          <Anchor
            href={url.trim()}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            {shownTitle} <IconExternalLink size={16} aria-hidden />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          <Text fw={600} c="dimmed">
            {shownTitle}
          </Text>
        )}
        {description.trim() !== '' ? (
          <Text size="sm" c="dimmed">
            {description.trim()}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
