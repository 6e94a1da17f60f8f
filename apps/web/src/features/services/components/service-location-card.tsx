import type { ServiceDetailsView } from '@casework/contract';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { MapLink } from '../../../platform/links/map-link.tsx';
import { PhoneList } from './phone-list.tsx';
import { WRAPPING_BADGE } from './service-badges.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { addressText } from './service-format.ts';

export type ServiceLocation = ServiceDetailsView['locations'][number];

/**
 * Where the service is given: the location's addresses (each opening a maps search), its hours and phones.
 * `chosenBecause` marks the location the search showed, saying why ("In Bethel, the city you searched").
 */
export function ServiceLocationCard({
  location,
  chosenBecause,
}: {
  location: ServiceLocation;
  chosenBecause?: string;
}) {
  const chosen = chosenBecause !== undefined;
  const headingId = `location-${location.id}`;
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={headingId}
      aria-current={chosen ? 'location' : undefined}
      style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {location.name}
            {location.alternateName ? (
              <Text span c="dimmed" fw={400} size="sm">
                {' '}
                ({location.alternateName})
              </Text>
            ) : null}
          </Title>
          {chosen ? (
            <Badge {...WRAPPING_BADGE} variant="filled" radius="sm" tt="none">
              {chosenBecause}
            </Badge>
          ) : null}
        </Group>
        {location.physicalAddresses.map((address) => (
          <Group key={address.id} gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <MapLink address={addressText(address)} size="sm" />
          </Group>
        ))}
        {location.postalAddresses.map((address) => (
          <Text key={address.id} size="sm">
            <Text span c="dimmed" size="sm">
              Mail:{' '}
            </Text>
            {address.attention ? `${address.attention}, ` : ''}
            {addressText(address)}
          </Text>
        ))}
        {location.description ? <Text size="sm">{location.description}</Text> : null}
        {location.transportation ? (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Getting there:{' '}
            </Text>
            {location.transportation}
          </Text>
        ) : null}
        <ScheduleList schedules={location.schedules} label={`Hours at ${location.name}`} />
        <PhoneList phones={location.phones} label={`Phones at ${location.name}`} />
      </Stack>
    </Card>
  );
}

/** The chosen location first; the others in the order the service lists them. */
export function orderLocations(
  locations: readonly ServiceLocation[],
  chosenId: string | undefined,
): ServiceLocation[] {
  const chosen = locations.filter((l) => l.id === chosenId);
  return [...chosen, ...locations.filter((l) => l.id !== chosenId)];
}
