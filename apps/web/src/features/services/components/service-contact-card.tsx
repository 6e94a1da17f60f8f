import type { ServiceDetailsView } from '@casework/contract';
import { Anchor, Button, Group, Stack, Text, type MantineBreakpoint } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { MapLink } from '../../../platform/links/map-link.tsx';
import { WRAPPING_BUTTON } from '../../../platform/ui/wrapping-button.ts';
import { SectionCard } from './section-card.tsx';
import { contactSummary } from './service-contact-summary.ts';
import { displayPhone, telHref } from '../../../platform/ui/phone-link.tsx';
import { PhoneNumber } from '../../../platform/ui/phone-number.tsx';
import type { ServiceLocation } from './service-location-card.tsx';

export interface ServiceContactCardProps {
  service: ServiceDetailsView;
  /** The locations in the order the page shows them (the chosen one first). */
  locations: readonly ServiceLocation[];
  /** The id of the heading of the page's list of locations, which "more locations" leads to. */
  locationsHeadingId: string;
  /** Hidden on screens this wide and wider, where the page shows the same beside the description. */
  hiddenFrom?: MantineBreakpoint;
}

/** Moves to the list of locations and puts the focus on its heading, so the keyboard carries on from there. */
function goToLocations(event: MouseEvent<HTMLAnchorElement>, headingId: string) {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * The ways to reach a service in one compact card: a number to call, the address with its map link, and today's
 * hours. Nothing when the service has none of them.
 */
export function ServiceContactCard({
  service,
  locations,
  locationsHeadingId,
  hiddenFrom,
}: ServiceContactCardProps) {
  const { phone, place, otherLocations, today } = contactSummary(service, locations, new Date());
  if (!phone && !place && !today) return null;
  const tel = phone ? telHref(phone.number, phone.extension) : null;
  return (
    <SectionCard title="Contact" hiddenFrom={hiddenFrom}>
      <Stack gap="sm">
        {phone && tel ? (
          <Button
            {...WRAPPING_BUTTON}
            component="a"
            href={tel}
            variant="light"
            leftSection={<IconPhone size={16} aria-hidden />}
          >
            {/* One box: the button's label lays out its children side by side, and these words wrap as one. */}
            <span>
              Call <PhoneNumber breakAtSpaces>{displayPhone(phone.number)}</PhoneNumber>
              {phone.extension ? ` ext. ${phone.extension}` : null}
            </span>
          </Button>
        ) : null}
        {place ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Stack gap={2}>
              {locations.length > 1 ? (
                <Text size="xs" c="dimmed">
                  {place.name}
                </Text>
              ) : null}
              <MapLink address={place.address} size="sm" />
              {otherLocations > 0 ? (
                <Anchor
                  href={`#${locationsHeadingId}`}
                  size="sm"
                  onClick={(event) => goToLocations(event, locationsHeadingId)}
                >
                  {otherLocations === 1 ? 'One more location' : `${otherLocations} more locations`}
                </Anchor>
              ) : null}
            </Stack>
          </Group>
        ) : null}
        {today ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Stack gap={2}>
              {today.map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Stack>
          </Group>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
