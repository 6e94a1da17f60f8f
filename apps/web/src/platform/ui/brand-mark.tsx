import { Group, Text } from '@mantine/core';

/**
 * The Casework logo and name, as shown in every header. The logo is the favicon, drawn by the same file as in the
 * frame index.html shows while the app loads, so it does not change when React takes over. Decorative: the name
 * beside it says what it is.
 */
export function BrandMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" aria-hidden width={32} height={32} />
      <Text fw={700} size="lg">
        Casework
      </Text>
    </Group>
  );
}
