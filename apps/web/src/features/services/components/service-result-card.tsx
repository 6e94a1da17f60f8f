import type { ServiceSummaryView } from '@casework/contract';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { CategoryBadge, OpenNowBadge, ServiceStatusBadge } from './service-badges.tsx';
import type { FinderSearch } from './service-finder-query.ts';
import { displayPhone, telHref } from '../../../platform/ui/phone-link.tsx';
import { PhoneNumber } from '../../../platform/ui/phone-number.tsx';
import { DETAILS_PATH, type ServiceArea } from './service-links.ts';

export interface ServiceResultCardProps {
  service: ServiceSummaryView;
  area: ServiceArea;
  /** The search the card was found by: its details link carries it, so the way back returns to it. */
  from?: FinderSearch;
}

/** One search result: what it is, who runs it, whether it is open, where it is and how to call. */
export function ServiceResultCard({ service, area, from }: ServiceResultCardProps) {
  const location = service.primaryLocation;
  const place = location ? (location.address ?? location.city ?? location.name) : null;
  const tel = service.primaryPhone ? telHref(service.primaryPhone) : null;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`service-${service.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={`service-${service.id}`}>
            <RouterAnchor
              to={DETAILS_PATH[area]}
              search={{ ...from, serviceId: service.id, locationId: location?.id }}
              inherit
            >
              {service.name}
            </RouterAnchor>
          </Title>
          <Group gap={6}>
            {area === 'staff' ? <ServiceStatusBadge status={service.status} /> : null}
            <OpenNowBadge openNow={service.openNow} />
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <CategoryBadge name={service.category.name} />
          {service.department ? (
            <Text size="sm" c="dimmed">
              {service.department.name}
            </Text>
          ) : null}
        </Group>
        {place ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              {place}
              {service.locationCount > 1 ? ` (and ${service.locationCount - 1} more)` : ''}
            </Text>
          </Group>
        ) : null}
        {service.primaryPhone ? (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
            {tel ? (
              <Anchor
                href={tel}
                size="sm"
                aria-label={`Call ${service.name}: ${displayPhone(service.primaryPhone)}`}
              >
                <PhoneNumber>{displayPhone(service.primaryPhone)}</PhoneNumber>
              </Anchor>
            ) : (
              <Text size="sm">
                <PhoneNumber>{service.primaryPhone}</PhoneNumber>
              </Text>
            )}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
