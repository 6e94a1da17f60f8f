import type { ScheduleView } from '@casework/contract';
import { Loader, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../../platform/ui/error-alert.tsx';
import { useDeleteSchedule } from '../../api/delete-schedule.ts';
import { useServiceLocations } from '../../api/list-service-locations.ts';
import { useServiceSchedules } from '../../api/list-schedules.ts';
import { PartItem, PartSection } from './part-section.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { isoToDisplayDate } from '../../../../platform/forms/date-input.tsx';
import { STEP_WIDTH } from './wizard-steps.ts';

/** Step Schedules: the service's opening hours, for the whole service or per location. */
export function SchedulesStep({ serviceId }: { serviceId: string }) {
  const schedules = useServiceSchedules(serviceId);
  const locations = useServiceLocations(serviceId);
  const remove = useDeleteSchedule();
  const failed = schedules.isError ? schedules.error : locations.isError ? locations.error : null;
  if (failed) return <ErrorAlert title="The opening hours could not be loaded" error={failed} />;
  if (!schedules.data || !locations.data) return <Loader size="sm" aria-label="Loading the opening hours" />;
  const places = locations.data.items.map((l) => ({ id: l.id, name: l.name }));
  const where = (s: ScheduleView) =>
    s.locationId === null
      ? 'Every location'
      : `At ${places.find((p) => p.id === s.locationId)?.name ?? 'another location'}`;
  return (
    <Stack gap="md" maw={STEP_WIDTH}>
      <PartSection<ScheduleView>
        title="Opening hours"
        description="Shown as “Mon-Fri - 9:00 AM to 5:00 PM” in the organisation's time zone; “open now” is worked out from them."
        items={schedules.data.items}
        emptyText="No opening hours yet."
        addLabel="Add opening hours"
        itemName={(s) => `${s.display} (${where(s)})`}
        renderItem={(s) => (
          <PartItem title={s.display} details={`${where(s)}${validity(s)}`}>
            {s.description ? <Text size="sm">{s.description}</Text> : null}
          </PartItem>
        )}
        renderForm={(s, close) => (
          <ScheduleForm serviceId={serviceId} schedule={s} locations={places} onDone={close} />
        )}
        deletion={{
          title: 'Delete these opening hours?',
          describe: (s) => `“${s.display}” (${where(s)}) will no longer be shown.`,
          run: (s) => remove.mutateAsync(s.id),
        }}
      />
    </Stack>
  );
}

function validity(s: ScheduleView): string {
  if (s.validFrom && s.validTo)
    return ` · from ${isoToDisplayDate(s.validFrom)} to ${isoToDisplayDate(s.validTo)}`;
  if (s.validFrom) return ` · from ${isoToDisplayDate(s.validFrom)}`;
  if (s.validTo) return ` · until ${isoToDisplayDate(s.validTo)}`;
  return '';
}
