import '@mantine/dates/styles.css';
import {
  ScheduleBody,
  closesNextDay,
  formatTimeOfDay,
  minutesOfDay,
  type ScheduleView,
  type WeekdayCode,
} from '@casework/contract';
import { Grid, Select, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  DateInput,
  INVALID_DATE_MESSAGE,
  displayDateToIso,
  isoToDisplayDate,
} from '../../../../platform/forms/date-input.tsx';
import { showToast } from '../../../../platform/forms/toast.ts';
import { useSaveSchedule } from '../../api/save-schedule.ts';
import { DayPicker, sortedDays } from './day-picker.tsx';
import { ResourceFormFrame } from './resource-form-frame.tsx';
import { useResourceForm } from './use-resource-form.ts';

/** The "where" choice meaning the service's hours at every location. */
const EVERY_LOCATION = 'every';

const FIELDS = [
  'serviceId',
  'locationId',
  'byDay',
  'opensAt',
  'closesAt',
  'validFrom',
  'validTo',
  'description',
];

interface ScheduleValues {
  where: string;
  byDay: WeekdayCode[];
  opensAt: string;
  closesAt: string;
  validFrom: string;
  validTo: string;
  description: string;
}

/** A typed MM/DD/YYYY date as the API's YYYY-MM-DD; nothing (and a date that is not real) as null. */
const isoOrNull = (typed: string) => displayDateToIso(typed) || null;

function dateProblems(values: ScheduleValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (displayDateToIso(values.validFrom) === null) problems.validFrom = INVALID_DATE_MESSAGE;
  if (displayDateToIso(values.validTo) === null) problems.validTo = INVALID_DATE_MESSAGE;
  return problems;
}

/**
 * Under the closing time, for hours that run past midnight (a closing time at or before the opening time): when
 * they end, so a time typed the wrong way round is seen before it is saved.
 */
export function overnightNote(opensAt: string, closesAt: string): string | undefined {
  if (!closesNextDay(opensAt, closesAt)) return undefined;
  if (opensAt === closesAt)
    return minutesOfDay(opensAt) === 0
      ? 'Open 24 hours'
      : `Open 24 hours: until ${formatTimeOfDay(closesAt)} the next day`;
  return minutesOfDay(closesAt) === 0
    ? 'Closes at midnight'
    : `Past midnight: closes at ${formatTimeOfDay(closesAt)} the next day`;
}

export interface ScheduleFormProps {
  serviceId: string;
  /** The schedule to edit; null to add one. */
  schedule: ScheduleView | null;
  locations: readonly { id: string; name: string }[];
  /** Closes the form: with the saved schedule, or with nothing after a cancel. */
  onDone: (saved?: { id: string }) => void;
}

/** Opening hours for the whole service or at one of its locations: days, opening and closing time, validity. */
export function ScheduleForm({ serviceId, schedule, locations, onDone }: ScheduleFormProps) {
  const save = useSaveSchedule();
  const form = useResourceForm({
    initial: {
      where: schedule?.locationId ?? EVERY_LOCATION,
      byDay: schedule?.byDay ?? [],
      opensAt: schedule?.opensAt ?? '09:00',
      closesAt: schedule?.closesAt ?? '17:00',
      validFrom: isoToDisplayDate(schedule?.validFrom),
      validTo: isoToDisplayDate(schedule?.validTo),
      description: schedule?.description ?? '',
    } satisfies ScheduleValues,
    schema: ScheduleBody,
    toInput: (values: ScheduleValues) => ({
      // A schedule of another service's location only (serviceId null) stays that way.
      serviceId: schedule && schedule.serviceId === null ? null : serviceId,
      locationId: values.where === EVERY_LOCATION ? null : values.where,
      byDay: sortedDays(values.byDay),
      opensAt: values.opensAt,
      closesAt: values.closesAt,
      validFrom: isoOrNull(values.validFrom),
      validTo: isoOrNull(values.validTo),
      description: values.description,
    }),
    check: dateProblems,
    fields: FIELDS,
    submit: (body) => save.mutateAsync({ scheduleId: schedule?.id, body }),
    onSaved: (saved) => {
      showToast({ color: 'teal', message: `Hours saved: ${saved.display}` });
      onDone(saved);
    },
  });
  const { values, set, errorFor } = form;
  return (
    <ResourceFormFrame
      form={form}
      label={schedule ? `Edit ${schedule.display}` : 'New opening hours'}
      submitLabel={schedule ? 'Save hours' : 'Add hours'}
      onCancel={onDone}
    >
      <Select
        label="Where"
        description="Hours that differ by location are added once per location"
        data={[
          { value: EVERY_LOCATION, label: 'The whole service (every location)' },
          ...locations.map((l) => ({ value: l.id, label: `At ${l.name}` })),
        ]}
        value={values.where}
        onChange={(value) => set('where', value ?? EVERY_LOCATION)}
        allowDeselect={false}
        error={errorFor('locationId') ?? errorFor('serviceId')}
        comboboxProps={{ withinPortal: true }}
      />
      <DayPicker value={values.byDay} onChange={(days) => set('byDay', days)} error={errorFor('byDay')} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TimeInput label="Opens at" withAsterisk {...form.text('opensAt')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TimeInput
            label="Closes at"
            withAsterisk
            description={overnightNote(values.opensAt, values.closesAt)}
            {...form.text('closesAt')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <DateInput
            label="Valid from"
            description="Optional, MM/DD/YYYY"
            value={values.validFrom}
            onChange={(value) => set('validFrom', value)}
            error={errorFor('validFrom')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <DateInput
            label="Valid until"
            description="Optional, MM/DD/YYYY"
            value={values.validTo}
            onChange={(value) => set('validTo', value)}
            error={errorFor('validTo')}
          />
        </Grid.Col>
      </Grid>
      <TextInput
        label="Note"
        description="e.g. “Closed on state holidays” or “Walk-ins until 3 PM”"
        maxLength={4000}
        {...form.text('description')}
      />
    </ResourceFormFrame>
  );
}
