import type { ScheduleView } from '@casework/contract';
import { List, Text } from '@mantine/core';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';

/** Opening hours as SPEC §3 displays them ("Mon-Fri - 9:00 AM to 5:00 PM"), each with its note and dates. */
export function ScheduleList({ schedules, label }: { schedules: readonly ScheduleView[]; label: string }) {
  if (schedules.length === 0) return null;
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label={label} m={0} p={0}>
      {schedules.map((schedule) => (
        <List.Item key={schedule.id}>
          <Text size="sm" fw={600} span>
            {schedule.display}
          </Text>
          {schedule.description ? (
            <Text size="sm" c="dimmed" span>
              {' '}
              · {schedule.description}
            </Text>
          ) : null}
          {schedule.validFrom || schedule.validTo ? (
            <Text size="xs" c="dimmed">
              {validity(schedule.validFrom, schedule.validTo)}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

function validity(from: string | null, to: string | null): string {
  const day = (d: string) => formatOrganisationDate(`${d}T12:00:00Z`);
  if (from && to) return `From ${day(from)} to ${day(to)}`;
  if (from) return `From ${day(from)}`;
  return `Until ${day(to ?? '')}`;
}
