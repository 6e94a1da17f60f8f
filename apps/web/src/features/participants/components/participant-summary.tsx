import type { ParticipantPortalView, ParticipantStaffView } from '@casework/contract';
import { Box, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayDob, fullName, preferredPhone, statusOf } from './participant-format.ts';
import { StatusBadge } from './status-badge.tsx';

/** Name, ID, date of birth, status and contact at a glance; `action` (such as Edit) sits at the top right. */
export function ParticipantSummary({
  participant,
  action,
}: {
  participant: ParticipantStaffView | ParticipantPortalView;
  action?: ReactNode;
}) {
  const rows: [string, string][] = [
    ['Participant ID', participant.participantId],
    ['Date of birth', displayDob(participant.dob)],
    ['E-mail', participant.email ?? '—'],
    ['Phone', preferredPhone(participant.phones) ?? '—'],
  ];
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Group gap="sm">
          <Text fw={700} size="lg">
            {fullName(participant)}
          </Text>
          <StatusBadge status={statusOf(participant as ParticipantStaffView)} />
        </Group>
        {action}
      </Group>
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
          gap: '0.5rem 1.5rem',
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </Card>
  );
}
