import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PendingButtonProps extends Omit<ButtonProps, 'loading'> {
  /** Its request is on its way: the button shows a spinner and ignores presses. */
  pending: boolean;
  onClick: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A button whose request takes a moment (send a test event, redeliver). While it waits it only looks and reads as
 * unavailable (aria-disabled) instead of being disabled: a disabled button drops the keyboard focus to the page,
 * and the person would have to find their way back to it.
 */
export function PendingButton({
  pending,
  onClick,
  disabled,
  leftSection,
  size,
  ...props
}: PendingButtonProps) {
  const unavailable = pending && !disabled;
  return (
    <Button
      {...props}
      size={size}
      disabled={disabled}
      data-disabled={unavailable || undefined}
      aria-disabled={unavailable || undefined}
      aria-busy={unavailable || undefined}
      leftSection={
        unavailable ? <Loader size={size === 'xs' ? 14 : 16} color="currentColor" aria-hidden /> : leftSection
      }
      onClick={() => {
        if (!pending) onClick();
      }}
    />
  );
}
