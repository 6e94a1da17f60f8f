import type { AccountStatus } from '@casework/contract';
import { Badge } from '@mantine/core';
import { statusLabel } from './participant-format.ts';

const COLORS: Record<AccountStatus, string> = { 1: 'teal', 0: 'yellow', [-1]: 'red' };

/** Active / Disabled / Permanently Disabled, in words and colour. */
export function StatusBadge({ status }: { status: AccountStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {statusLabel(status)}
    </Badge>
  );
}
