import type { DuplicateCandidate } from '@casework/contract';
import { Alert, Badge, Checkbox, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { displayDob, fullName } from './participant-format.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * A match this likely is almost surely the same person (e.g. same names and a date of birth one digit apart, or a
 * nickname with the same date): adding anyway needs an explicit confirmation.
 */
export const STRONG_MATCH_SCORE = 0.85;

export const isStrongMatch = (c: DuplicateCandidate) => c.score >= STRONG_MATCH_SCORE;

/** The strong matches among `items`, as one key: the confirmation given for them holds only for them. */
export function strongMatchKey(items: readonly DuplicateCandidate[]): string {
  return items
    .filter(isStrongMatch)
    .map((c) => c.participant.participantId)
    .sort()
    .join(',');
}

/** The sentence a screen reader hears when the matches change ('' when there are none). */
export function duplicateAnnouncement(items: readonly DuplicateCandidate[]): string {
  const closest = items[0];
  if (!closest) return '';
  const who = items.length === 1 ? 'One person' : `${items.length} people`;
  const strong = items.some(isStrongMatch)
    ? ' A strong match: open that record, or confirm this is a different person before adding.'
    : '';
  return (
    `Possible duplicate. ${who} on file may be this person. Closest: ${fullName(closest.participant)}, ` +
    `${closest.participant.participantId}, ${Math.round(closest.score * 100)}% match.${strong}`
  );
}

/**
 * Says the matches once to a screen reader: a polite status region, always in the page, whose words change only
 * when the matches do (the warning itself is not a live region, so it is not read out again on each render).
 */
export function DuplicateAnnouncement({ items }: { items: readonly DuplicateCandidate[] }) {
  return (
    <VisuallyHidden role="status" aria-atomic="true">
      {duplicateAnnouncement(items)}
    </VisuallyHidden>
  );
}

export interface DuplicateConfirmation {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/**
 * People already on file who may be the one being added, each with why, and a way to open them instead. With a
 * strong match, `confirm` asks the person to say this is someone else before the record is added.
 */
export function DuplicateWarnings({
  items,
  confirm,
}: {
  items: readonly DuplicateCandidate[];
  confirm?: DuplicateConfirmation;
}) {
  if (items.length === 0) return null;
  const strong = items.some(isStrongMatch);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="region"
      title={
        items.length === 1
          ? 'This person may already be on file'
          : `${items.length} people on file may be this person`
      }
    >
      <Stack gap="sm">
        {items.map((c) => (
          <Group
            key={c.participant.participantId}
            justify="space-between"
            align="flex-start"
            wrap="wrap"
            gap="sm"
          >
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{fullName(c.participant)}</Text>
                <Text size="sm" c="dimmed">
                  {c.participant.participantId} · born {displayDob(c.participant.dob)} ·{' '}
                  {Math.round(c.score * 100)}% match
                </Text>
                <StatusBadge status={c.participant.status} />
                {isStrongMatch(c) ? (
                  <Badge color="red" variant="light">
                    Strong match
                  </Badge>
                ) : null}
              </Group>
              <List size="sm" spacing={0}>
                {c.reasons.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            </Stack>
            <RouterButton
              size="xs"
              variant="white"
              to="/staff/participant-management/participant-details"
              search={{ participantId: c.participant.participantId }}
              aria-label={`Open this record: ${fullName(c.participant)}, ${c.participant.participantId}`}
            >
              Open this record
            </RouterButton>
          </Group>
        ))}
        {strong && confirm ? (
          <Checkbox
            label="I have checked: this is a different person, add a new record anyway"
            checked={confirm.checked}
            onChange={(e) => confirm.onChange(e.currentTarget.checked)}
            error={confirm.error}
            // Mantine marks only text inputs invalid; this lets a refused submit put the focus here.
            aria-invalid={confirm.error ? true : undefined}
          />
        ) : null}
      </Stack>
    </Alert>
  );
}
