import {
  VERIFICATION_METHODS,
  VERIFICATION_METHOD_LABELS,
  type VerificationMethod,
} from '@casework/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { useCreateVerification } from '../api/create-verification.ts';
import { useDecideVerification } from '../api/decide-verification.ts';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { useVerifications } from '../api/list-verifications.ts';

const STATUS_COLORS = { pending: 'yellow', verified: 'teal', rejected: 'red' } as const;

function when(iso: string | null): string {
  return iso ? formatOrganisationTime(iso) : '—';
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
  const decide = useDecideVerification(participantId);
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
              error={errors.note}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={create.isPending} disabled={create.isPending}>
              Add verification
            </Button>
          </Group>
          {create.isError && Object.keys(errors).length === 0 ? (
            <Alert color="red" role="alert" mt="xs">
              {errorMessage(create.error)}
            </Alert>
          ) : null}
        </form>
      )}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : !list.data ? (
        <Loader size="sm" aria-label="Loading verifications" />
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No verifications yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Method</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Requested</Table.Th>
                <Table.Th scope="col">Decided</Table.Th>
                <Table.Th scope="col">Decision</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    {v.methodLabel}
                    {v.note ? (
                      <Text size="xs" c="dimmed">
                        {v.note}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[v.status]} variant="light" c="var(--mantine-color-text)">
                      {v.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{when(v.requestedAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {v.requestedBy?.name ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{when(v.decidedAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {v.decidedBy?.name ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {v.status === 'pending' && !readOnly ? (
                      <Group gap={4} wrap="nowrap">
                        {(['verified', 'rejected'] as const).map((status) => (
                          <Button
                            key={status}
                            size="xs"
                            variant={status === 'verified' ? 'light' : 'default'}
                            color={status === 'verified' ? 'teal' : 'red'}
                            disabled={decide.isPending}
                            aria-label={`${status === 'verified' ? 'Verify' : 'Reject'}: ${v.methodLabel}`}
                            onClick={() =>
                              decide.mutate(
                                { verificationId: v.id, status },
                                {
                                  onSuccess: () =>
                                    showToast({ color: 'teal', message: `Verification ${status}.` }),
                                  onError: (e) =>
                                    showToast({
                                      color: 'red',
                                      title: 'Not saved',
                                      message: errorMessage(e),
                                    }),
                                },
                              )
                            }
                          >
                            {status === 'verified' ? 'Verify' : 'Reject'}
                          </Button>
                        ))}
                      </Group>
                    ) : (
                      <Text size="sm">{v.decisionNote ?? '—'}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
