import type { ParticipantPortalView, ParticipantStaffView } from '@casework/contract';
import { Box, Card, Group, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { PhoneNumber } from '../../../platform/ui/phone-number.tsx';
import { displayDob, fullName, preferredPhone, statusOf } from './participant-format.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * An e-mail address that, when it does not fit its line, breaks after the "@" or before a dot (a dot left at the end
 * of a line reads as a full stop), never inside a word. The <wbr>s only offer the breaks: copied or read aloud, the
 * address is unchanged.
 */
export function EmailAddress({ email }: { email: string }) {
  // Split by hand, not with a lookbehind regex, which Safari before 16.4 cannot parse.
  const parts = [''];
  for (const char of email) {
    if (char === '.' && parts.at(-1) !== '') parts.push('');
    parts[parts.length - 1] += char;
    if (char === '@') parts.push('');
  }
  return (
    <>
      {parts.filter(Boolean).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Name, ID, date of birth, status and contact at a glance; `action` (such as Edit) sits at the top right. The
 * status is for staff: a participant reading their own record is always active, so `showStatus` is off there.
 */
export function ParticipantSummary({
  participant,
  action,
  showStatus = true,
}: {
  participant: ParticipantStaffView | ParticipantPortalView;
  action?: ReactNode;
  showStatus?: boolean;
}) {
  const phone = preferredPhone(participant.phones);
  const rows: [string, ReactNode][] = [
    ['Participant ID', participant.participantId],
    ['Date of birth', displayDob(participant.dob)],
    ['E-mail', participant.email ? <EmailAddress email={participant.email} /> : '—'],
    ['Phone', phone ? <PhoneNumber>{phone}</PhoneNumber> : '—'],
  ];
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <Group gap="sm">
          <Text fw={700} size="lg">
            {fullName(participant)}
          </Text>
          {showStatus ? <StatusBadge status={statusOf(participant as ParticipantStaffView)} /> : null}
        </Group>
        {action}
      </Group>
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))',
          gap: '0.5rem 1.5rem',
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            {/* Breaks a value inside a word only if no offered break (a space, an e-mail's <wbr>) lets it fit. */}
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </Card>
  );
}
