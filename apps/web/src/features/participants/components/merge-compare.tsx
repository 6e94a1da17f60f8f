import type { ParticipantProfileView, ParticipantStaffView, SchemaSectionView } from '@casework/contract';
import { formatPhone } from '@casework/contract';
import { Badge, Group, Radio, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldKind, labelOf, propertiesOf, type JsonSchema } from '../../../platform/forms/json-schema.ts';
import { displayValue } from '../../../platform/forms/schema-values.ts';
import { isNationalNumber, PhoneLink } from '../../../platform/ui/phone-link.tsx';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { displayDob } from './participant-format.ts';
import { PhoneLinks, preferredFirst } from './phone-links.tsx';

export type MergeSide = 'source' | 'target';

export interface MergeRow {
  /** The merge field path the server takes: firstName … phones, profile.<section>.<field>. */
  path: string;
  group: string;
  label: string;
  source: string;
  target: string;
  same: boolean;
  /** The side the server keeps when no choice is sent: the target, unless only the source has a value. */
  fallback: MergeSide;
  /** What choosing means, when it is not "this value replaces the other" (phones: both lists are kept). */
  note?: string;
  /** The words of one side's choice, when they are not its value. */
  choiceLabel?: (side: MergeSide) => string;
  /** One side's value as shown outside a choice's label, when it is more than its words (phones: tel: links). */
  display?: (side: MergeSide) => ReactNode;
}

export const EMPTY = '—';

/** Both records hold a value and they differ: a person has to choose. */
export const isConflict = (r: MergeRow) => !r.same && r.source !== EMPTY && r.target !== EMPTY;

function row(path: string, group: string, label: string, source: string, target: string): MergeRow {
  return {
    path,
    group,
    label,
    source,
    target,
    same: source === target,
    fallback: target === EMPTY && source !== EMPTY ? 'source' : 'target',
  };
}

/**
 * A nested object (e.g. mailing address) as one line per part ("Address: 88 Tundra Loop", "City: Nome"), shown as
 * lines (LINES_STYLE): the merge keeps or replaces it as a whole.
 */
function displayField(key: string, schema: JsonSchema, value: unknown): string {
  if (fieldKind(key, schema) !== 'object') return displayValue(key, schema, value);
  const v = (value ?? {}) as Record<string, unknown>;
  const parts = propertiesOf(schema)
    .map(([k, prop]) => [labelOf(k, prop), displayField(k, prop, v[k])] as const)
    .filter(([, text]) => text !== EMPTY)
    .map(([label, text]) => `${label}: ${text}`);
  return parts.length > 0 ? parts.join('\n') : EMPTY;
}

function sectionRows(section: SchemaSectionView, src: unknown, tgt: unknown): MergeRow[] {
  const s = (src ?? {}) as Record<string, unknown>;
  const t = (tgt ?? {}) as Record<string, unknown>;
  return propertiesOf(section.schema as JsonSchema).map(([key, prop]) => {
    const base = row(
      `profile.${section.name}.${key}`,
      section.title,
      labelOf(key, prop),
      displayField(key, prop, s[key]),
      displayField(key, prop, t[key]),
    );
    if (fieldKind(key, prop) !== 'phone') return base;
    const display = (side: MergeSide) => {
      const value = (side === 'source' ? s : t)[key];
      // A masked or partial number stays as displayed: there is nothing to dial.
      return typeof value === 'string' && isNationalNumber(value) ? <PhoneLink number={value} /> : base[side];
    };
    return { ...base, display };
  });
}

type Phones = ParticipantStaffView['phones'];

/** Every number, the preferred one first and marked. */
export function phoneList(phones: Phones): string {
  return (
    preferredFirst(phones)
      .map((p) => `${formatPhone(p.number)}${p.isPreferred ? ' (preferred)' : ''}`)
      .join(', ') || EMPTY
  );
}

const preferredOf = (phones: Phones) => phones.find((p) => p.isPreferred) ?? phones[0];

/**
 * Phone numbers are not one value to pick: the merge keeps both lists (each number once). What is chosen is whose
 * preferred number stays the one preferred.
 */
function phonesRow(source: ParticipantStaffView, target: ParticipantStaffView): MergeRow {
  const base = {
    ...row('phones', 'Record', 'Phone numbers', phoneList(source.phones), phoneList(target.phones)),
    display: (side: MergeSide) => <PhoneLinks phones={side === 'source' ? source.phones : target.phones} />,
  };
  if (base.same || source.phones.length === 0 || target.phones.length === 0) return base;
  return {
    ...base,
    note: 'Every number of both records is kept. Choose whose preferred number stays the preferred one.',
    choiceLabel: (side) => {
      const preferred = preferredOf(side === 'source' ? source.phones : target.phones);
      return preferred ? `Preferred: ${formatPhone(preferred.number)}` : 'No preferred number';
    },
  };
}

export function buildMergeRows(
  source: ParticipantStaffView,
  target: ParticipantStaffView,
  sections: readonly SchemaSectionView[],
  sp: ParticipantProfileView,
  tp: ParticipantProfileView,
): MergeRow[] {
  const base: [string, string, (p: ParticipantStaffView) => string][] = [
    ['firstName', 'First name', (p) => p.firstName],
    ['lastName', 'Last name', (p) => p.lastName],
    ['dob', 'Date of birth', (p) => displayDob(p.dob)],
    ['email', 'E-mail', (p) => p.email ?? EMPTY],
  ];
  const rows = base.map(([path, label, read]) => row(path, 'Record', label, read(source), read(target)));
  rows.push(phonesRow(source, target));
  for (const section of sections)
    rows.push(...sectionRows(section, sp.sections[section.name], tp.sections[section.name]));
  return rows;
}

const SIDE_WORD: Record<MergeSide, string> = { source: 'Source', target: 'Target' };
/** A value of several lines (a nested object's parts) shows them one under the other. */
const LINES_STYLE = { whiteSpace: 'pre-line' } as const;
/** The same value said in one breath, for a name read aloud. */
const spoken = (text: string) => text.replaceAll('\n', ', ');
const CONFLICT_BG = 'var(--mantine-color-yellow-light)';

export interface MergeCompareProps {
  rows: readonly MergeRow[];
  caption: string;
  sourceName: string;
  targetName: string;
  pick: (row: MergeRow) => MergeSide;
  onPick: (row: MergeRow, side: MergeSide) => void;
}

function ChooseBadge({ r }: { r: MergeRow }) {
  return isConflict(r) ? (
    <Badge size="xs" variant="light" color="yellow">
      Choose one
    </Badge>
  ) : null;
}

function FieldName({ r }: { r: MergeRow }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {r.group}
      </Text>
      <Group gap={6} wrap="wrap">
        <span>{r.label}</span>
        <ChooseBadge r={r} />
      </Group>
      {r.note ? (
        <Text size="xs" c="dimmed" fw={400}>
          {r.note}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The two records field by field, with a choice where they differ: a table on a wide screen, one card per field on
 * a phone (the two values stacked, as a labelled group of two radios).
 */
export function MergeCompare({ rows, caption, sourceName, targetName, pick, onPick }: MergeCompareProps) {
  const names: Record<MergeSide, string> = { source: sourceName, target: targetName };
  const optionText = (r: MergeRow, side: MergeSide) => (r.choiceLabel ? r.choiceLabel(side) : r[side]);
  const shown = (r: MergeRow, side: MergeSide) => (r.display ? r.display(side) : r[side]);

  return (
    <ResponsiveList
      items={rows.map((r) => ({ id: r.path, r }))}
      caption={caption}
      minWidth={720}
      rowStyle={{ verticalAlign: 'top', ...LINES_STYLE }}
      head={
        <>
          <Table.Th scope="col">Field</Table.Th>
          <Table.Th scope="col">Source: {sourceName}</Table.Th>
          <Table.Th scope="col">Target: {targetName}</Table.Th>
        </>
      }
      row={({ r }) => {
        const bg = isConflict(r) ? CONFLICT_BG : undefined;
        return (
          <>
            <Table.Th scope="row" fw={500} bg={bg}>
              <FieldName r={r} />
            </Table.Th>
            {(['source', 'target'] as const).map((side) => (
              <Table.Td key={side} bg={bg}>
                {r.same ? (
                  shown(r, side)
                ) : (
                  <Stack gap={2}>
                    <Radio
                      name={`merge-${r.path}`}
                      value={side}
                      checked={pick(r) === side}
                      onChange={() => onPick(r, side)}
                      label={optionText(r, side)}
                      aria-label={`${r.label}: keep ${side} value ${spoken(optionText(r, side))}`}
                    />
                    {r.choiceLabel ? (
                      <Text size="xs" c="dimmed" pl={28}>
                        {shown(r, side)}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              </Table.Td>
            ))}
          </>
        );
      }}
      card={({ r }) => (
        <Stack gap={2} style={LINES_STYLE}>
          <Text size="xs" c="dimmed">
            {r.group}
          </Text>
          {r.same ? (
            <>
              <Text fw={500}>{r.label}</Text>
              <Text size="sm">
                {shown(r, 'source')}{' '}
                <Text span size="xs" c="dimmed">
                  (the same on both)
                </Text>
              </Text>
            </>
          ) : (
            <Radio.Group
              label={
                <Group gap={6} wrap="wrap" component="span">
                  <span>{r.label}</span>
                  <ChooseBadge r={r} />
                </Group>
              }
              description={r.note}
              value={pick(r)}
              onChange={(side) => onPick(r, side as MergeSide)}
              name={`merge-card-${r.path}`}
            >
              <Stack gap={6} mt={6}>
                {(['source', 'target'] as const).map((side) => (
                  <Radio
                    key={side}
                    value={side}
                    label={`${SIDE_WORD[side]} (${names[side]}): ${optionText(r, side)}`}
                    description={r.choiceLabel ? shown(r, side) : undefined}
                    styles={{
                      label: { overflowWrap: 'anywhere' },
                      description: { overflowWrap: 'anywhere' },
                    }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      )}
    />
  );
}
