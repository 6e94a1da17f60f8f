import {
  VERIFICATION_METHODS,
  VERIFICATION_METHOD_LABELS,
  VERIFICATION_NOTE_MAX_CHARS,
  VERIFICATION_STATUS_LABELS,
  type VerificationMethod,
  type VerificationStatus,
  type VerificationView,
} from '@casework/contract';
import { Badge, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { WHOLE_BADGE } from '../../../platform/ui/theme.ts';
import { useCreateVerification } from '../api/create-verification.ts';
import { useVerifications } from '../api/list-verifications.ts';
import { VerificationDecision } from './verification-decision.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';

/** A note or reason may be one long word (a pasted link): it wraps anywhere rather than widening the table or page. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const STATUS_COLORS: Record<VerificationStatus, string> = {
  pending: 'yellow',
  verified: 'teal',
  rejected: 'red',
};

function when(iso: string | null): string {
  return iso ? formatOrganisationTime(iso) : '—';
}

function countLabel(total: number): string {
  return total === 1 ? '1 verification' : `${total} verifications`;
}

function StatusBadge({ status }: { status: VerificationStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...WHOLE_BADGE}>
      {VERIFICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

function When({ at, by }: { at: string | null; by: VerificationView['requestedBy'] }) {
  return (
    <>
      <Text size="sm">{when(at)}</Text>
      {by ? (
        <Text size="xs" c="dimmed">
          {by.name}
        </Text>
      ) : null}
    </>
  );
}

/** The decision column: the controls while pending (unless read-only), or else the reason given. */
function Decision({ verification: v, readOnly }: { verification: VerificationView; readOnly: boolean }) {
  if (v.status === 'pending' && !readOnly) return <VerificationDecision verification={v} />;
  return (
    <Text size="sm" style={WRAP_ANYWHERE}>
      {v.decisionNote ?? '—'}
    </Text>
  );
}

/**
 * Identity checks: the list, a new one with its method, and verify or reject for pending ones. Read-only (the list
 * alone) for a record merged into another.
 */
export function VerificationsPanel({
  participantId,
  readOnly = false,
}: {
  participantId: string;
  readOnly?: boolean;
}) {
  const list = useVerifications(participantId);
  const create = useCreateVerification(participantId);
  const [method, setMethod] = useState<VerificationMethod>('in-person-government-id');
  const [note, setNote] = useState('');
  const errors = fieldErrorsOf(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { method, ...(note.trim() !== '' ? { note } : {}) },
      {
        onSuccess: () => {
          setNote('');
          showToast({ color: 'teal', message: 'Verification added as pending.' });
        },
      },
    );
  }

  return (
    <Stack gap="md">
      {readOnly ? null : (
        <form onSubmit={submit} noValidate aria-label="Add a verification">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Method"
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as VerificationMethod)}
              data={VERIFICATION_METHODS.map((m) => ({ value: m, label: VERIFICATION_METHOD_LABELS[m] }))}
              error={errors.method}
              w={280}
            />
            <TextInput
              label="Note"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={VERIFICATION_NOTE_MAX_CHARS}
              error={errors.note}
              style={{ flex: 1, minWidth: 200 }}
            />
            <PendingButton type="submit" pending={create.isPending}>
              Add verification
            </PendingButton>
          </Group>
          {create.isError && Object.keys(errors).length === 0 ? (
            <ErrorAlert title="The verification was not added" error={create.error} mt="xs" />
          ) : null}
        </form>
      )}
      {list.isError ? (
        <ErrorAlert title="The verifications could not be loaded" error={list.error} />
      ) : !list.data ? (
        <Loader size="sm" aria-label="Loading verifications" />
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No verifications yet.
        </Text>
      ) : (
        <Stack gap={4}>
          <ResponsiveList
            items={list.data.items}
            caption={countLabel(list.data.total)}
            minWidth={640}
            head={
              <>
                {/* A set share, so a long note wraps within it rather than taking the other columns' room. */}
                <Table.Th scope="col" w="30%">
                  Method
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Requested</Table.Th>
                <Table.Th scope="col">Decided</Table.Th>
                <Table.Th scope="col">Decision</Table.Th>
              </>
            }
            row={(v) => (
              <>
                <Table.Td>
                  {v.methodLabel}
                  {v.note ? (
                    <Text size="xs" c="dimmed" style={WRAP_ANYWHERE}>
                      {v.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={v.status} />
                </Table.Td>
                <Table.Td>
                  <When at={v.requestedAt} by={v.requestedBy} />
                </Table.Td>
                <Table.Td>
                  <When at={v.decidedAt} by={v.decidedBy} />
                </Table.Td>
                <Table.Td>
                  <Decision verification={v} readOnly={readOnly} />
                </Table.Td>
              </>
            )}
            card={(v) => (
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {v.methodLabel}
                  </Text>
                  <StatusBadge status={v.status} />
                </Group>
                {v.note ? (
                  <Text size="sm" c="dimmed" style={WRAP_ANYWHERE}>
                    {v.note}
                  </Text>
                ) : null}
                <Text size="xs">
                  Requested {when(v.requestedAt)}
                  {v.requestedBy ? ` by ${v.requestedBy.name}` : ''}
                </Text>
                {v.decidedAt ? (
                  <Text size="xs">
                    Decided {when(v.decidedAt)}
                    {v.decidedBy ? ` by ${v.decidedBy.name}` : ''}
                  </Text>
                ) : null}
                {v.status === 'pending' && !readOnly ? (
                  <VerificationDecision verification={v} />
                ) : v.decisionNote ? (
                  <Text size="sm" style={WRAP_ANYWHERE}>
                    Reason: {v.decisionNote}
                  </Text>
                ) : null}
              </Stack>
            )}
          />
          {list.data.total > list.data.items.length ? (
            <Text size="sm" c="dimmed">
              Showing the newest {list.data.items.length} of {list.data.total}.
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
