import {
  CATEGORY_LABELS,
  KIND_LABELS,
  ParticipantIdCode,
  participantIdInput,
  type ActivityLogKind,
  type LogCategoryCode,
  LOG_CATEGORY_CODES,
  daysBetween,
} from '@casework/contract';
import { Badge, Button, CloseButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFilter, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DateInput, INVALID_DATE_MESSAGE, displayDateToIso } from '../../../platform/forms/date-input.tsx';
import { focusByScript } from '../../../platform/ui/focus-by-script.ts';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { KIND_GROUPS } from './log-labels.ts';
import { dayRangeOf, type AdminLogsSearch, type DayRange, type LogTab } from './log-search-params.ts';
import { displayDate } from './log-time.ts';

/** The server answers per-day counts for at most this many days. */
export const MAX_RANGE_DAYS = 366;

export interface LogFiltersProps {
  tab: LogTab;
  search: AdminLogsSearch;
  range: DayRange;
  /** Field errors the server gave for the query ("from", "participantId", ...). */
  serverErrors: Record<string, string>;
  busy: boolean;
  /** The name of the person the log is filtered to, when known. */
  personName: string | null;
  onApply: (values: Partial<AdminLogsSearch>) => void;
  onReset: () => void;
}

/** What the form shows: the dates as typed (MM/DD/YYYY), the participant as typed, the kind and category. */
interface FilterDraft {
  from: string;
  to: string;
  participantId: string;
  kind: string | null;
  category: string | null;
}

function draftOf(search: AdminLogsSearch, range: DayRange): FilterDraft {
  return {
    from: displayDate(range.first),
    to: displayDate(range.last),
    participantId: search.participantId ?? '',
    kind: search.kind ?? null,
    category: search.category ?? null,
  };
}

/** Whether the form shows filters other than the applied ones (a participant id compares as it is applied). */
function differs(tab: LogTab, draft: FilterDraft, applied: FilterDraft): boolean {
  return (
    draft.from !== applied.from ||
    draft.to !== applied.to ||
    (tab === 'activity'
      ? participantIdInput(draft.participantId) !== participantIdInput(applied.participantId) ||
        draft.kind !== applied.kind
      : draft.category !== applied.category)
  );
}

/** The applied filters (the page aside) and the days they cover: when this changes, the form shows them. */
function appliedKeyOf(search: AdminLogsSearch, range: DayRange): string {
  const { page: _page, ...filters } = search;
  return JSON.stringify({ filters, range });
}

/**
 * The filters of one tab: dates (Alaska days), and for the activity log the participant and kind, for user
 * actions the category. Applied together with the button or Enter, so a half-typed date never reloads the list.
 */
export function LogFilters({
  tab,
  search,
  range,
  serverErrors,
  busy,
  personName,
  onApply,
  onReset,
}: LogFiltersProps) {
  const applied = draftOf(search, range);
  const appliedKey = appliedKeyOf(search, range);
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shownKey, setShownKey] = useState(appliedKey);
  // The applied filters changed (applied here, a name selected in the list, back or forward): show them.
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(applied);
    setErrors({});
  }
  const { from, to, participantId, kind, category } = draft;
  const change = (field: keyof FilterDraft) => (value: string | null) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const errorFor = (field: string) => errors[field] ?? serverErrors[field];
  const notAppliedId = useId();
  const notApplied = differs(tab, draft, applied);
  const showingOnlyId = useId();
  const participantRef = useRef<HTMLInputElement>(null);
  const showEveryoneRef = useRef<HTMLButtonElement>(null);
  const personHintRef = useRef<HTMLParagraphElement>(null);
  useFocusOnAppliedFilter(search, {
    person: () => showEveryoneRef.current,
    participant: () => participantRef.current,
    everyone: () => personHintRef.current,
  });

  // Reset empties the form itself: when no filter was applied the URL does not change, so nothing else would.
  function reset() {
    setDraft(draftOf({}, dayRangeOf({})));
    setErrors({});
    onReset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const first = displayDateToIso(from);
    const last = displayDateToIso(to);
    if (!first) problems.from = INVALID_DATE_MESSAGE;
    if (!last) problems.to = INVALID_DATE_MESSAGE;
    if (first && last && first > last) problems.to = 'Must be on or after the “From” date';
    else if (first && last && daysBetween(first, last) >= MAX_RANGE_DAYS)
      problems.to = `Choose at most ${MAX_RANGE_DAYS} days`;
    const participant = participantId.trim();
    if (tab === 'activity' && participant !== '' && !ParticipantIdCode.safeParse(participant).success)
      problems.participantId = 'Enter a participant id such as P7K3-M9QX';
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !first || !last) return;
    // Dates equal to the default range stay out of the URL, so "the last 30 days" moves on with time.
    const defaults = dayRangeOf({});
    const custom = first !== defaults.first || last !== defaults.last;
    onApply({
      from: custom ? first : undefined,
      to: custom ? last : undefined,
      ...(tab === 'activity'
        ? {
            participantId: participant === '' ? undefined : participantIdInput(participant),
            kind: (kind ?? undefined) as ActivityLogKind | undefined,
          }
        : { category: (category ?? undefined) as LogCategoryCode | undefined }),
    });
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="Filter the log">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateInput label="From" value={from} onChange={change('from')} error={errorFor('from')} w={150} />
            <DateInput label="To" value={to} onChange={change('to')} error={errorFor('to')} w={150} />
            {tab === 'activity' ? (
              <>
                <TextInput
                  ref={participantRef}
                  label="Participant ID"
                  description="e.g. P7K3-M9QX"
                  value={participantId}
                  onChange={(e) => change('participantId')(e.currentTarget.value)}
                  error={errorFor('participantId')}
                  autoComplete="off"
                  w={{ base: '100%', xs: 170 }}
                />
                <Select
                  label="What happened"
                  description="Any kind when empty"
                  placeholder="Any kind"
                  data={KIND_GROUPS.map((g) => ({
                    group: g.group,
                    items: g.kinds.map((k) => ({ value: k, label: KIND_LABELS[k] })),
                  }))}
                  value={kind}
                  onChange={change('kind')}
                  error={errorFor('kind')}
                  clearable
                  w={{ base: '100%', xs: 280 }}
                  comboboxProps={{ withinPortal: true }}
                />
              </>
            ) : (
              <Select
                label="Category"
                description="Any category when empty"
                placeholder="Any category"
                data={LOG_CATEGORY_CODES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
                value={category}
                onChange={change('category')}
                error={errorFor('category')}
                clearable
                w={{ base: '100%', xs: 240 }}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Group>
          {notApplied ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconInfoCircle size={18} aria-hidden color="var(--mantine-color-blue-8)" />
              <Text id={notAppliedId} size="sm">
                Not applied yet: the list still shows the previous filters. Select Apply filters to use these.
              </Text>
            </Group>
          ) : null}
          <Group justify="space-between" align="center" gap="sm">
            {search.userId ? (
              <Group gap="xs" id={showingOnlyId}>
                <Text size="sm">Showing only:</Text>
                <Badge
                  size="lg"
                  variant="light"
                  radius="sm"
                  tt="none"
                  leftSection={<IconUser size={14} aria-hidden />}
                  rightSection={
                    <CloseButton
                      ref={showEveryoneRef}
                      size="xs"
                      aria-label="Show everyone again"
                      aria-describedby={showingOnlyId}
                      onClick={() => onApply({ userId: undefined })}
                    />
                  }
                >
                  {personName ?? 'the selected person'}
                </Badge>
              </Group>
            ) : (
              <Text ref={personHintRef} size="sm" c="dimmed">
                To see one person&apos;s entries, select their name in the list.
              </Text>
            )}
            <Group gap="xs" wrap="nowrap" ml="auto">
              <PendingButton
                type="submit"
                leftSection={<IconFilter size={16} aria-hidden />}
                pending={busy}
                aria-describedby={notApplied ? notAppliedId : undefined}
              >
                Apply filters
              </PendingButton>
              <Button variant="default" onClick={reset}>
                Reset
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface AppliedFilterTargets {
  /** Where the person the log now shows is named, with the way back to everyone. */
  person: () => HTMLElement | null;
  participant: () => HTMLElement | null;
  /** What is shown once the log shows everyone again. */
  everyone: () => HTMLElement | null;
}

/**
 * A name or a participant id selected in the list filters the log, and the button pressed goes as the list shows
 * them as plain text; "Show everyone again" goes too once pressed. The focus, on nothing then, goes to the filter as
 * it now stands in this form, where it can be read and taken off. Focus still on something stays where it is.
 */
function useFocusOnAppliedFilter(search: AdminLogsSearch, targets: AppliedFilterTargets) {
  const before = useRef({ userId: search.userId, participantId: search.participantId });
  const targetsRef = useRef(targets);
  useEffect(() => {
    targetsRef.current = targets;
  });
  useEffect(() => {
    const previous = before.current;
    before.current = { userId: search.userId, participantId: search.participantId };
    if (!focusIsLost()) return;
    const { person, participant, everyone } = targetsRef.current;
    if (search.userId && search.userId !== previous.userId) person()?.focus();
    else if (search.participantId && search.participantId !== previous.participantId) participant()?.focus();
    else if (!search.userId && previous.userId) focusByScript(everyone());
  }, [search.userId, search.participantId]);
}
