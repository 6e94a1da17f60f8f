import type { MergeResult, ParticipantStaffView } from '@casework/contract';
import { Alert, Button, Card, Group, List, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { humanise } from '../../../platform/forms/json-schema.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor, RouterButton } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useParticipant } from '../api/get-participant.ts';
import { useProfile } from '../api/get-profile.ts';
import { useProfileSections } from '../api/list-profile-sections.ts';
import { useMergeParticipants, type MergeChoices } from '../api/merge-participants.ts';
import { buildMergeRows, isConflict, MergeCompare, type MergeRow } from './merge-compare.tsx';
import { displayDob, fullName } from './participant-format.ts';
import { PhoneLinks } from './phone-links.tsx';

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
        <ErrorAlert title="The records to merge could not be loaded" error={failed.error} />
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

  const rows = buildMergeRows(s, t, sections.data.items, sp.data, tp.data);
  const differing = rows.filter((r) => !r.same);
  const same = rows.filter((r) => r.same);
  const conflicts = differing.filter(isConflict).length;
  const pick = (r: MergeRow) => choices[r.path] ?? r.fallback;

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
        <Stepper.Step label="Confirm" description="Merge for good" />
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>
      {merge.isError ? <ErrorAlert title="The merge did not go through" error={merge.error} /> : null}
      {step === 0 ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {differing.length} {differing.length === 1 ? 'field differs' : 'fields differ'}
            </Title>
            <Text size="sm" c="dimmed">
              {conflicts} with a value on both sides (marked “Choose one”); where only one record has a value,
              that value is kept unless you choose otherwise. Phone numbers of both records are all kept.
            </Text>
          </Stack>
          <MergeCompare
            rows={showSame ? rows : differing}
            caption={
              showSame
                ? `All ${rows.length} fields of the two records`
                : `The ${differing.length} ${differing.length === 1 ? 'field' : 'fields'} that differ`
            }
            sourceName={fullName(s)}
            targetName={fullName(t)}
            pick={pick}
            onPick={(r, side) => setChoices((c) => ({ ...c, [r.path]: side }))}
          />
          <Group>
            <Button variant="subtle" onClick={() => setShowSame((v) => !v)}>
              {showSame
                ? `Hide the ${same.length} identical fields`
                : `Show the ${same.length} identical fields`}
            </Button>
          </Group>
          <Group>
            <PendingButton onClick={runPreview} pending={merge.isPending}>
              Preview the merge
            </PendingButton>
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
              <PendingButton
                color="red"
                pending={merge.isPending}
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
              </PendingButton>
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
      {kept.phones.length > 0 ? (
        <Text size="sm">
          Phone numbers kept (from both records): <PhoneLinks phones={kept.phones} />.
        </Text>
      ) : null}
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
