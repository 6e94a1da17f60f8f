import { WEEKDAY_CODES, type WeekdayCode } from '@casework/contract';
import { Button, Checkbox, Fieldset, Group, Text } from '@mantine/core';
import { useId } from 'react';

export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const WORKING_WEEK: WeekdayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** The days in calendar order, Monday first, each once (the order the schedule display expects). */
export function sortedDays(days: readonly WeekdayCode[]): WeekdayCode[] {
  return WEEKDAY_CODES.filter((day) => days.includes(day));
}

export interface DayPickerProps {
  value: readonly WeekdayCode[];
  onChange: (days: WeekdayCode[]) => void;
  error?: string;
}

/** Days of the week as checkboxes in a fieldset, with quick choices for the working week and every day. */
export function DayPicker({ value, onChange, error }: DayPickerProps) {
  const errorId = useId();
  const toggle = (day: WeekdayCode, checked: boolean) =>
    onChange(sortedDays(checked ? [...value, day] : value.filter((d) => d !== day)));
  return (
    <Fieldset legend="Days open" variant="unstyled">
      <Group gap="md" mt={4}>
        {WEEKDAY_CODES.map((day) => (
          <Checkbox
            key={day}
            label={WEEKDAY_NAMES[day]}
            checked={value.includes(day)}
            onChange={(e) => toggle(day, e.currentTarget.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            color={error ? 'red' : undefined}
          />
        ))}
      </Group>
      <Group gap="xs" mt="xs">
        <Button size="compact-xs" variant="light" onClick={() => onChange(WORKING_WEEK)}>
          Mon–Fri
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => onChange([...WEEKDAY_CODES])}>
          Every day
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => onChange([])} disabled={value.length === 0}>
          Clear days
        </Button>
      </Group>
      {error ? (
        <Text id={errorId} size="xs" c="red" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
