import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { hasRole } from '../../../platform/session/roles.ts';
import { canEditDirectory } from './can-edit-directory.ts';
import { CategoryManagerButton } from './category-manager.tsx';
import { HsdsExportMenu } from './hsds-export.tsx';
import { HsdsImportButton } from './hsds-import.tsx';
import { IndexRebuildButton } from './index-rebuild.tsx';

/**
 * Directory editors' tools on the staff finder: categories, HSDS export and import, and for administrators the
 * search index rebuild. Nothing for anyone else (the server refuses them anyway).
 */
export function DirectoryTools() {
  const headingId = useId();
  const { user } = useCurrentUser();
  if (!canEditDirectory(user)) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            Directory tools
          </Title>
          <Text size="sm" c="dimmed">
            Categories, and the whole directory as an Open Referral HSDS 3 data set.
          </Text>
        </Stack>
        <Group gap="sm">
          <CategoryManagerButton />
          <HsdsExportMenu />
          <HsdsImportButton />
        </Group>
        {hasRole(user, 'Administrator') ? <IndexRebuildButton /> : null}
      </Stack>
    </Paper>
  );
}
