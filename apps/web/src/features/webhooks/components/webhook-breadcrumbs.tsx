import { Breadcrumbs, Text } from '@mantine/core';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';

/** Webhooks › the page (not a link). */
export function WebhookBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <RouterAnchor to="/webhooks" size="sm">
          Webhooks
        </RouterAnchor>
        <Text size="sm" c="dimmed" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
