import type { ParticipantStaffView } from '@casework/contract';
import { Button, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { useSearchParticipants } from '../api/search-participants.ts';
import { displayDob, fullName } from './participant-format.ts';
import { quickSearchValues, type QuickSearchValues } from './quick-search-values.ts';
import { StatusBadge } from './status-badge.tsx';

export interface ParticipantPickerProps {
  /** The visible name of the picker, e.g. "Source (merged away)". */
  label: string;
  value: ParticipantStaffView | null;
  onChange: (participant: ParticipantStaffView | null) => void;
  /** Records that cannot be picked (e.g. the other side of a merge). */
  exclude?: readonly string[];
}

/** Search by name or ID, then pick one participant from the results. */
export function ParticipantPicker({ label, value, onChange, exclude = [] }: ParticipantPickerProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<QuickSearchValues | null>(null);
  const results = useSearchParticipants({ ...(query ?? {}), take: 10 }, query !== null);
  const slug = label.toLowerCase().replace(/[^a-z]+/g, '-');
  // The text is one field: what the server says about the value it was read as ("at least 7 digits") goes there.
  const refusal = results.error
    ? (Object.values(fieldErrorsOf(results.error, 'querystring.'))[0] ?? errorMessage(results.error))
    : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = quickSearchValues(text);
    setQuery(Object.keys(values).length > 0 ? values : null);
  }

  return (
    <Card withBorder padding="md" component="fieldset" style={{ minWidth: 0 }}>
      <Text component="legend" fw={700} px={4}>
        {label}
      </Text>
      <Stack gap="sm">
        <form onSubmit={submit} role="search" aria-label={`Search for the ${label.toLowerCase()}`}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Name or participant ID"
              description="You can also type Last, First, a date of birth (MM/DD/YYYY), a phone number or an e-mail address."
              value={text}
              error={refusal}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
              id={`${slug}-search`}
            />
            <Button type="submit" variant="light">
              Search
            </Button>
          </Group>
        </form>
        {results.data && !results.isError ? (
          results.data.items.length === 0 ? (
            <Text size="sm">No participants match.</Text>
          ) : (
            <Radio.Group
              label="Results"
              value={value?.participantId ?? ''}
              onChange={(id) => onChange(results.data.items.find((p) => p.participantId === id) ?? null)}
            >
              <Stack gap={6} mt={6}>
                {results.data.items.map((p) => (
                  <Radio
                    key={p.participantId}
                    value={p.participantId}
                    disabled={exclude.includes(p.participantId) || p.status === -1}
                    label={
                      <Group gap={6}>
                        <span>
                          {fullName(p)} · {p.participantId} · born {displayDob(p.dob)}
                        </span>
                        <StatusBadge status={p.status} />
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )
        ) : null}
        {value ? (
          <Text size="sm">
            Chosen: <strong>{fullName(value)}</strong> ({value.participantId})
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
