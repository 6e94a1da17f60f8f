import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { readActionFlags } from './action-flags.ts';
import type { SearchInput } from './search-values.ts';

/** Confirms the action the query flags report: a message sent, a thread referred. */
export function ActionFlagNotice({ search }: { search: SearchInput }) {
  const flags = readActionFlags(search);
  const notices: string[] = [];
  if (flags.messageSuccess) notices.push('Your message was sent.');
  if (flags.threadReferSuccess) {
    notices.push(
      flags.referredToTeam
        ? `The thread was referred to ${flags.referredToTeam}.`
        : 'The thread was referred.',
    );
  }
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" maw={720}>
      {notices.map((notice) => (
        <Alert key={notice} color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {notice}
        </Alert>
      ))}
    </Stack>
  );
}
