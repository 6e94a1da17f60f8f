import { Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { FINDER_PATH, type ServiceArea } from './service-links.ts';

/** A service that does not exist, or that this user may not see (participants only see active services). */
export function ServiceUnavailable({ area, missingId = false }: { area: ServiceArea; missingId?: boolean }) {
  return (
    <Page title={missingId ? 'No service chosen' : 'This service is not available'}>
      <Stack gap="md" align="flex-start" maw={640}>
        <Text>
          {missingId
            ? 'The link does not say which service to show.'
            : 'The service may have closed, or the link may be old. Search the directory for services that can help.'}
        </Text>
        <RouterButton to={FINDER_PATH[area]} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Find a service
        </RouterButton>
      </Stack>
    </Page>
  );
}
