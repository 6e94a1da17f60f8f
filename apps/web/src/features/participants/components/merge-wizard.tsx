import type {
  MergeResult,
  ParticipantProfileView,
  ParticipantStaffView,
  SchemaSectionView,
} from '@casework/contract';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  Radio,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import {
  fieldKind,
  humanise,
  labelOf,
  propertiesOf,
  type JsonSchema,
} from '../../../platform/forms/json-schema.ts';
import { displayValue } from '../../../platform/forms/schema-values.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor, RouterButton } from '../../../platform/layout/router-links.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { useProfile } from '../api/get-profile.ts';
import { useProfileSections } from '../api/list-profile-sections.ts';
import { useMergeParticipants, type MergeChoices } from '../api/merge-participants.ts';
import { displayDob, fullName, preferredPhone } from './participant-format.ts';

interface Row {
  /** The merge field path the server takes: firstName … phones, profile.<section>.<field>. */
  path: string;
  group: string;
  label: string;
  source: string;
  target: string;
  same: boolean;
  /** The side the server keeps when no choice is sent: the target, unless only the source has a value. */
  fallback: 'source' | 'target';
}

const EMPTY = '—';

/** Both records hold a value and they differ: a person has to choose. */
const isConflict = (r: Row) => !r.same && r.source !== EMPTY && r.target !== EMPTY;

function row(path: string, group: string, label: string, source: string, target: string): Row {
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

/** A nested object (e.g. mailing address) as one line: the merge keeps or replaces it as a whole. */
function displayField(key: string, schema: JsonSchema, value: unknown): string {
  if (fieldKind(key, schema) !== 'object') return displayValue(key, schema, value);
  const v = (value ?? {}) as Record<string, unknown>;
  const parts = propertiesOf(schema)
    .map(([k, prop]) => [labelOf(k, prop), displayField(k, prop, v[k])] as const)
    .filter(([, text]) => text !== EMPTY)
    .map(([label, text]) => `${label}: ${text}`);
  return parts.length > 0 ? parts.join('; ') : EMPTY;
}

function sectionRows(section: SchemaSectionView, src: unknown, tgt: unknown): Row[] {
  const s = (src ?? {}) as Record<string, unknown>;
  const t = (tgt ?? {}) as Record<string, unknown>;
  return propertiesOf(section.schema as JsonSchema).map(([key, prop]) =>
    row(
      `profile.${section.name}.${key}`,
      section.title,
      labelOf(key, prop),
      displayField(key, prop, s[key]),
      displayField(key, prop, t[key]),
    ),
  );
}

function buildRows(
  source: ParticipantStaffView,
  target: ParticipantStaffView,
  sections: readonly SchemaSectionView[],
  sp: ParticipantProfileView,
  tp: ParticipantProfileView,
): Row[] {
  const base: [string, string, (p: ParticipantStaffView) => string][] = [
    ['firstName', 'First name', (p) => p.firstName],
    ['lastName', 'Last name', (p) => p.lastName],
    ['dob', 'Date of birth', (p) => displayDob(p.dob)],
    ['email', 'E-mail', (p) => p.email ?? EMPTY],
    ['phones', 'Phone numbers', (p) => p.phones.map((x) => preferredPhone([x])).join(', ') || EMPTY],
  ];
  const rows = base.map(([path, label, read]) => row(path, 'Record', label, read(source), read(target)));
  for (const section of sections)
    rows.push(...sectionRows(section, sp.sections[section.name], tp.sections[section.name]));
  return rows;
}

const MOVED_LABELS: Record<string, [one: string, many: string]> = {
  files: ['file', 'files'],
  verifications: ['verification', 'verifications'],
  activityLogs: ['activity-log entry', 'activity-log entries'],
  threads: ['message thread', 'message threads'],
  recommendations: ['service recommendation', 'service recommendations'],
  passphrase: ['passphrase (if the kept record has none)', 'passphrases'],
};

/** `moved` of a merge result as sentences, e.g. "3 files", "1 verification"; kinds with nothing are left out. */
export function movedLines(moved: MergeResult['moved']): string[] {
  return Object.entries(moved)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => {
      const [one, many] = MOVED_LABELS[kind] ?? [humanise(kind).toLowerCase(), humanise(kind).toLowerCase()];
      return `${count} ${count === 1 ? one : many}`;
    });
}

export interface MergeWizardProps {
  sourceId: string | undefined;
  targetId: string | undefined;
}

/** Compare field by field, choose per field, preview what moves, confirm, see the result. */
export function MergeWizard({ sourceId, targetId }: MergeWizardProps) {
  if (!sourceId || !targetId || sourceId === targetId)
    return (
      <Page title="Merge wizard">
        <Text>
          Choose two different records first.{' '}
          <RouterAnchor to="/staff/participant-management/merge-participants">
            Choose the records
          </RouterAnchor>
        </Text>
      </Page>
    );
  return <Wizard sourceId={sourceId} targetId={targetId} />;
}

function Wizard({ sourceId, targetId }: { sourceId: string; targetId: string }) {
  const source = useParticipant(sourceId);
  const target = useParticipant(targetId);
  const sections = useProfileSections();
  const sp = useProfile(sourceId);
  const tp = useProfile(targetId);
  const merge = useMergeParticipants(targetId, sourceId);
  const [step, setStep] = useState(0);
  const [choices, setChoices] = useState<MergeChoices>({});
  const [showSame, setShowSame] = useState(false);
  const [preview, setPreview] = useState<MergeResult | null>(null);
  const [result, setResult] = useState<MergeResult | null>(null);

  const all = [source, target, sections, sp, tp];
  const failed = all.find((q) => q.isError);
  if (failed)
    return (
      <Page title="Merge wizard">
        <Alert color="red" role="alert">
          {errorMessage(failed.error)}
        </Alert>
      </Page>
    );
  if (all.some((q) => q.isPending)) return <Loader aria-label="Loading both records" />;
  const s = source.data as ParticipantStaffView | null;
  const t = target.data as ParticipantStaffView | null;
  if (!s || !t || !sections.data || !sp.data || !tp.data)
    return (
      <Page title="Merge wizard">
        <Text>One of the records was not found.</Text>
      </Page>
    );

  const rows = buildRows(s, t, sections.data.items, sp.data, tp.data);
  const differing = rows.filter((r) => !r.same);
  const same = rows.filter((r) => r.same);
  const conflicts = differing.filter(isConflict).length;
  const pick = (r: Row) => choices[r.path] ?? r.fallback;

  function runPreview() {
    merge.mutate(
      { choices: differingChoices(), dryRun: true },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setStep(1);
        },
      },
    );
  }

  function differingChoices(): MergeChoices {
    return Object.fromEntries(differing.map((r) => [r.path, pick(r)]));
  }

  return (
    <Page
      title="Merge wizard"
      description={`${fullName(s)} (${s.participantId}) will be merged into ${fullName(t)} (${t.participantId}).`}
    >
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        completedIcon={<IconCheck size={16} aria-hidden />}
      >
        <Stepper.Step label="Compare" description="Choose values" />
        <Stepper.Step label="Preview" description="What moves" />
        <Stepper.Step label="Confirm" />
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>
      {merge.isError ? (
        <Alert color="red" role="alert" title="The merge did not go through">
          {errorMessage(merge.error)}
        </Alert>
      ) : null}
      {step === 0 ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {differing.length} {differing.length === 1 ? 'field differs' : 'fields differ'}
            </Title>
            <Text size="sm" c="dimmed">
              {conflicts} with a value on both sides (highlighted); where only one record has a value, that
              value is kept unless you choose otherwise.
            </Text>
          </Stack>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={6} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">Source: {fullName(s)}</Table.Th>
                  <Table.Th scope="col">Target: {fullName(t)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(showSame ? rows : differing).map((r) => (
                  <Table.Tr key={r.path} bg={isConflict(r) ? 'var(--mantine-color-yellow-light)' : undefined}>
                    <Table.Th scope="row" fw={500}>
                      <Text size="xs" c="dimmed">
                        {r.group}
                      </Text>
                      {r.label}
                    </Table.Th>
                    {(['source', 'target'] as const).map((side) => (
                      <Table.Td key={side}>
                        {r.same ? (
                          r[side]
                        ) : (
                          <Radio
                            name={`merge-${r.path}`}
                            value={side}
                            checked={pick(r) === side}
                            onChange={() => setChoices((c) => ({ ...c, [r.path]: side }))}
                            label={r[side]}
                            aria-label={`${r.label}: keep ${side === 'source' ? 'source' : 'target'} value ${r[side]}`}
                          />
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button variant="subtle" onClick={() => setShowSame((v) => !v)}>
              {showSame
                ? `Hide the ${same.length} identical fields`
                : `Show the ${same.length} identical fields`}
            </Button>
          </Group>
          <Group>
            <Button onClick={runPreview} loading={merge.isPending} disabled={merge.isPending}>
              Preview the merge
            </Button>
          </Group>
        </Stack>
      ) : step === 1 && preview ? (
        <Card withBorder padding="md">
          <MergePreview preview={preview} targetName={fullName(t)} />
          <Group mt="md">
            <Button variant="default" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button onClick={() => setStep(2)}>Continue</Button>
          </Group>
        </Card>
      ) : step === 2 ? (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Confirm the merge
            </Title>
            <Text>
              {fullName(s)} ({s.participantId}) becomes permanently disabled and points to {fullName(t)} (
              {t.participantId}). Their threads, files, verifications and recommendations move to the kept
              record. This cannot be undone.
            </Text>
            <Group>
              <Button variant="default" onClick={() => setStep(1)} disabled={merge.isPending}>
                Back
              </Button>
              <Button
                color="red"
                loading={merge.isPending}
                disabled={merge.isPending}
                onClick={() =>
                  merge.mutate(
                    { choices: differingChoices(), dryRun: false },
                    {
                      onSuccess: (answer) => {
                        setResult(answer);
                        setStep(3);
                        showToast({ color: 'teal', message: 'The records were merged.' });
                      },
                    },
                  )
                }
              >
                Merge the records
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : result ? (
        <MergeDone result={result} sourceName={fullName(s)} />
      ) : null}
    </Page>
  );
}

function MergePreview({ preview, targetName }: { preview: MergeResult; targetName: string }) {
  const lines = movedLines(preview.moved);
  const fromSource = Object.values(preview.fields).filter((side) => side === 'source').length;
  const kept = preview.target;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        What moves to {targetName}
      </Title>
      {lines.length > 0 ? (
        <List>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : (
        <Text>No files, verifications or history to move; only the chosen values change.</Text>
      )}
      <Text size="sm">
        {fromSource === 0
          ? 'Every differing field keeps the kept record’s value.'
          : `${fromSource} ${fromSource === 1 ? 'field takes' : 'fields take'} the merged-away record’s value.`}{' '}
        The kept record will read: {fullName(kept)}, born {displayDob(kept.dob)}
        {kept.email ? `, ${kept.email}` : ''}.
      </Text>
    </Stack>
  );
}

function MergeDone({ result, sourceName }: { result: MergeResult; sourceName: string }) {
  const kept = result.target;
  const lines = movedLines(result.moved);
  return (
    <Alert color="teal" title="Merged" role="status">
      <Stack gap="sm">
        <Text>
          {sourceName} ({result.source.participantId}) was merged into {fullName(kept)} ({kept.participantId})
          and is now permanently disabled.
        </Text>
        {lines.length > 0 ? <Text size="sm">Moved: {lines.join(', ')}.</Text> : null}
        <Group>
          <RouterButton
            to="/staff/participant-management/participant-details"
            search={{ participantId: kept.participantId }}
          >
            Open the merged record
          </RouterButton>
        </Group>
      </Stack>
    </Alert>
  );
}
