import { Group, Text } from '@mantine/core';

/**
 * The Casework logo and name, as shown in every header. The logo is drawn in the page, as in the frame index.html
 * shows while the app loads and as the favicon draws it (one shape, checked by test), so it neither changes nor
 * waits for an image on a slow connection. Decorative: the name beside it says what it is.
 */
export function BrandMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#4263eb" />
        <path d="M9 10h14v3H9zm0 5h14v3H9zm0 5h9v3H9z" fill="#fff" />
      </svg>
      <Text fw={700} size="lg">
        Casework
      </Text>
    </Group>
  );
}
