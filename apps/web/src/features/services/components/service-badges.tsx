import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@casework/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconClock, IconClockOff } from '@tabler/icons-react';

/**
 * A badge whose words wrap inside it when they do not fit its line (a category's name on a phone at 200% text),
 * instead of being cut ("Tribal Enrollment …"); never wider than its container. Spread on a Badge.
 */
export const WRAPPING_BADGE = {
  maw: '100%',
  styles: {
    root: {
      height: 'auto',
      minHeight: 'var(--badge-height)',
      paddingBlock: 'calc(0.125rem * var(--mantine-scale))',
      lineHeight: 1.3,
    },
    label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' },
  },
} as const satisfies BadgeProps;

/** "Open now" / "Closed now" in words and icon, not colour alone; nothing for a service without hours. */
export function OpenNowBadge({ openNow }: { openNow: boolean | null }) {
  if (openNow === null) return null;
  const Icon = openNow ? IconClock : IconClockOff;
  return (
    <Badge
      {...WRAPPING_BADGE}
      color={openNow ? 'teal' : 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
    >
      {openNow ? 'Open now' : 'Closed now'}
    </Badge>
  );
}

const STATUS_COLORS: Record<ServiceStatus, string> = {
  active: 'teal',
  inactive: 'yellow',
  'temporarily closed': 'orange',
  defunct: 'red',
};

/** Staff only: the status of a service that is not active (participants never see such services). */
export function ServiceStatusBadge({
  status,
  showActive = false,
}: {
  status: ServiceStatus;
  showActive?: boolean;
}) {
  if (status === 'active' && !showActive) return null;
  return (
    // The border carries the colour; the text stays in the page's text colour (yellow or orange text on white
    // falls below 4.5:1 in every shade that still reads as yellow or orange).
    <Badge
      {...WRAPPING_BADGE}
      color={STATUS_COLORS[status]}
      variant="outline"
      radius="sm"
      tt="none"
      c="var(--mantine-color-text)"
    >
      {SERVICE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function CategoryBadge({ name }: { name: string }) {
  return (
    <Badge {...WRAPPING_BADGE} color="indigo" variant="light" radius="sm" tt="none">
      {name}
    </Badge>
  );
}
