import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';

/** The Casework logo and name, as shown in every header. */
export function BrandMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" aria-hidden>
        <IconBuildingCommunity size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Casework
      </Text>
    </Group>
  );
}
