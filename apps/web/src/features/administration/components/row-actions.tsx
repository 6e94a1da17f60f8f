import { Group, type ButtonProps } from '@mantine/core';
import { IconPencil, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';

export interface RowActionProps extends Pick<ButtonProps, 'variant' | 'color'> {
  icon: TablerIcon;
  /** The visible word, e.g. "Delete". */
  label: string;
  /** The item it acts on: screen readers hear "Delete Alaska 211", not a row of "Delete"s. */
  itemName: string;
  /** Its request is on its way (see PendingButton). */
  pending?: boolean;
  onClick: () => void;
}

/** One small button acting on a row of an administration list. */
export function RowAction({
  icon: Icon,
  label,
  itemName,
  variant = 'subtle',
  pending = false,
  ...button
}: RowActionProps) {
  return (
    <PendingButton
      pending={pending}
      variant={variant}
      size="xs"
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={`${label} ${itemName}`}
      {...button}
    >
      {label}
    </PendingButton>
  );
}

export interface RowActionsProps {
  itemName: string;
  onEdit: () => void;
  /** The actions after Edit, as `RowAction`s. */
  children: ReactNode;
}

/** A row's actions, at the end of a table row or card: Edit first, then the others. */
export function RowActions({ itemName, onEdit, children }: RowActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <RowAction icon={IconPencil} label="Edit" itemName={itemName} variant="default" onClick={onEdit} />
      {children}
    </Group>
  );
}
