import type { StaffMemberView, StaffWorkloadView } from '@casework/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useStaffWorkload } from '../api/get-staff-workload.ts';
import { staffName } from './staff-format.ts';

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What deactivating means for a member's open threads, from their counts: how many there are and, when there are
 * some, what becomes of them. Deactivating moves none: team threads stay assigned to the member (so the team inbox
 * does not list them as unassigned), personal threads stay in the member's inbox, which only Supervisors in the
 * member's teams may open.
 */
export function workloadWords(
  member: Pick<StaffMemberView, 'firstName' | 'lastName' | 'teams'>,
  { openTeamThreads: team, openPersonalThreads: personal }: Omit<StaffWorkloadView, 'staffMemberId'>,
): { summary: string; consequence: string | null } {
  const name = staffName(member);
  const total = team + personal;
  if (total === 0) return { summary: `${name} has no open threads assigned.`, consequence: null };
  const one = total === 1;
  const them = one ? 'it' : 'them';
  const they = one ? 'it' : 'they';
  const stay = one ? 'stays' : 'stay';
  const personalReaders =
    member.teams.length > 0 ? `only Supervisors in the teams of ${name} can open` : 'nobody else can open';
  if (team > 0 && personal > 0)
    return {
      summary: `${name} has ${counted(total, 'open thread', 'open threads')} assigned: ${counted(team, 'team thread', 'team threads')} and ${counted(personal, 'personal thread', 'personal threads')}.`,
      consequence: `Hand them over first, or they stay with ${name}: the team threads show in the team inbox but not as unassigned, and ${personalReaders} the personal ones.`,
    };
  if (personal > 0)
    return {
      summary: `${name} has ${counted(personal, 'open personal thread', 'open personal threads')}.`,
      consequence: `Hand ${them} over first, or ${they} ${stay} in the inbox of ${name}, which ${personalReaders}.`,
    };
  return {
    summary: `${name} has ${counted(team, 'open thread', 'open threads')} assigned.`,
    consequence: `Hand ${them} over first, or ${they} ${stay} assigned to ${name}: ${they} still ${one ? 'shows' : 'show'} in the team inbox, but not as unassigned.`,
  };
}

export interface DeactivateThreadsNoticeProps {
  member: StaffMemberView;
  onHandOver: () => void;
  /** While the deactivation is being saved. */
  disabled: boolean;
}

/**
 * In the deactivate dialog, for someone who can hand threads over: counts the member's open threads when it opens,
 * and offers the hand-over only when there is something to hand over. If the count cannot be read, it offers it
 * anyway, without a number.
 */
export function DeactivateThreadsNotice({ member, onHandOver, disabled }: DeactivateThreadsNoticeProps) {
  const name = staffName(member);
  const workload = useStaffWorkload(member.id);
  const words = workload.data ? workloadWords(member, workload.data) : null;
  const offer = workload.isError || words?.consequence;

  return (
    <Stack gap={6} align="flex-start" aria-live="polite" aria-busy={workload.isPending}>
      {workload.isPending ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Checking the open threads of {name}…</Text>
        </Group>
      ) : words ? (
        <>
          <Text size="sm" fw={600}>
            {words.summary}
          </Text>
          {words.consequence ? <Text size="sm">{words.consequence}</Text> : null}
        </>
      ) : (
        <Text size="sm">
          The open threads of {name} could not be counted just now. If {name} has threads someone else should
          answer, hand them over first.
        </Text>
      )}
      {offer ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconArrowsExchange size={14} aria-hidden />}
          onClick={onHandOver}
          disabled={disabled}
        >
          Hand over threads first…
        </Button>
      ) : null}
    </Stack>
  );
}
