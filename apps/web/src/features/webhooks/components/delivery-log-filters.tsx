import { WEBHOOK_TEST_EVENT, type WebhookEventInfo } from '@casework/contract';
import { Button, Group, Input, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  DateInput,
  INVALID_DATE_MESSAGE,
  displayDateToIso,
  isoToDisplayDate,
} from '../../../platform/forms/date-input.tsx';
import { ORGANISATION_TIME_ZONE } from '../../../platform/ui/organisation-time.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { groupEvents } from './event-type-picker.tsx';
import type { DeliveryLogSearch } from './webhooks-search-params.ts';

export interface DeliveryLogFiltersProps {
  search: DeliveryLogSearch;
  catalogue: readonly WebhookEventInfo[];
  /** Field errors the server gave for the query ("from", "eventType", ...). */
  serverErrors: Record<string, string>;
  busy: boolean;
  onApply: (values: Omit<DeliveryLogSearch, 'page'>) => void;
  onReset: () => void;
}

type Outcome = 'all' | 'succeeded' | 'failed';

/**
 * Event type, outcome and a range of days (Alaska days, both included), applied together with the button or
 * Enter, so a half-typed date never reloads the log.
 */
export function DeliveryLogFilters({
  search,
  catalogue,
  serverErrors,
  busy,
  onApply,
  onReset,
}: DeliveryLogFiltersProps) {
  const [eventType, setEventType] = useState<string | null>(search.eventType ?? null);
  const [outcome, setOutcome] = useState<Outcome>(search.outcome ?? 'all');
  const [from, setFrom] = useState(isoToDisplayDate(search.from));
  const [to, setTo] = useState(isoToDisplayDate(search.to));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorFor = (field: string) => errors[field] ?? serverErrors[field];

  // Reset empties the form itself: with no filter applied, the log's URL does not change, so the form (which
  // remounts when the applied filters change) would keep a bad date and its error, and refuse every later Apply.
  function reset() {
    setEventType(null);
    setOutcome('all');
    setFrom('');
    setTo('');
    setErrors({});
    onReset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const first = displayDateToIso(from);
    const last = displayDateToIso(to);
    const problems: Record<string, string> = {};
    if (first === null) problems.from = INVALID_DATE_MESSAGE;
    if (last === null) problems.to = INVALID_DATE_MESSAGE;
    if (first && last && first > last) problems.to = 'Must be on or after the “From” date';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onApply({
      eventType: (eventType ?? undefined) as DeliveryLogSearch['eventType'],
      outcome: outcome === 'all' ? undefined : outcome,
      from: first || undefined,
      to: last || undefined,
    });
  }

  const eventOptions = [
    ...groupEvents(catalogue).map(({ group, events }) => ({
      group,
      items: events.map((e) => ({ value: e.type, label: e.type })),
    })),
    {
      group: 'Sent by hand',
      items: [{ value: WEBHOOK_TEST_EVENT, label: `${WEBHOOK_TEST_EVENT} (test event)` }],
    },
  ];

  return (
    <Paper withBorder p="md" bg="var(--mantine-color-default-hover)">
      <form onSubmit={submit} noValidate aria-label="Filter the delivery log">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Event type"
              description="Any event when empty"
              placeholder="Any event"
              data={eventOptions}
              value={eventType}
              onChange={setEventType}
              error={errorFor('eventType')}
              clearable
              searchable
              nothingFoundMessage="No event has that name"
              w={{ base: '100%', xs: 250 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={0}>
              <Input.Label labelElement="div" id="delivery-log-outcome">
                Outcome
              </Input.Label>
              <Input.Description id="delivery-log-outcome-help" mb={5}>
                Failed also counts time-outs and refusals
              </Input.Description>
              <SegmentedControl
                aria-labelledby="delivery-log-outcome"
                aria-describedby="delivery-log-outcome-help"
                value={outcome}
                onChange={(value) => setOutcome(value as Outcome)}
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'succeeded', label: 'Succeeded' },
                  { value: 'failed', label: 'Failed' },
                ]}
              />
              {errorFor('outcome') ? <Input.Error mt={5}>{errorFor('outcome')}</Input.Error> : null}
            </Stack>
            <DateInput
              label="From"
              description="MM/DD/YYYY"
              value={from}
              onChange={setFrom}
              error={errorFor('from')}
              w={150}
            />
            <DateInput
              label="To"
              description="MM/DD/YYYY"
              value={to}
              onChange={setTo}
              error={errorFor('to')}
              w={150}
            />
          </Group>
          {/* The dates count by the organisation's clock (deliveryLogQuery), as the admin logs' dates do. */}
          <Text size="xs" c="dimmed">
            “From” and “To” are Alaska days ({ORGANISATION_TIME_ZONE}), both included.
          </Text>
          <Group justify="flex-end" gap="xs">
            <PendingButton type="submit" leftSection={<IconFilter size={16} aria-hidden />} pending={busy}>
              Apply filters
            </PendingButton>
            <Button variant="default" onClick={reset}>
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
