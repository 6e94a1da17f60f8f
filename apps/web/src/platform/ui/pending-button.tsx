import {
  ActionIcon,
  Button,
  Loader,
  type ActionIconProps,
  type ButtonProps,
  type ElementProps,
} from '@mantine/core';
import type { AriaAttributes, MouseEvent, MouseEventHandler } from 'react';

interface Pending {
  /** Its request is on its way: the button shows a spinner, reads as busy and ignores presses. */
  pending: boolean;
}

export interface PendingButtonProps
  extends Omit<ButtonProps, 'loading'>, ElementProps<'button', keyof ButtonProps>, Pending {}

export interface PendingActionIconProps
  extends Omit<ActionIconProps, 'loading'>, ElementProps<'button', keyof ActionIconProps>, Pending {}

interface PendingState extends Pending {
  disabled: boolean | undefined;
  onClick: MouseEventHandler<HTMLButtonElement> | undefined;
  /** The button already looks unavailable for a reason of its own, e.g. nothing to save yet. */
  looksUnavailable: AriaAttributes['aria-disabled'];
}

/**
 * What Mantine's `loading` does, except `disabled`: while pending the button only looks and reads as unavailable.
 * A disabled button drops the keyboard focus to the page, and the person would have to find their way back to it.
 */
function pendingButtonProps({ pending, disabled, onClick, looksUnavailable }: PendingState) {
  /** Pending and otherwise usable: it shows the spinner. */
  const busy = pending && !disabled;
  const looksOff = busy || looksUnavailable === true || looksUnavailable === 'true';
  return {
    busy,
    buttonProps: {
      disabled,
      'data-disabled': looksOff || undefined,
      'aria-disabled': looksOff || undefined,
      'aria-busy': busy || undefined,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        // Cancelling the click also cancels a submit button's submission, including the one that Enter in a field
        // of its form causes (the browser fires a click at the form's first submit button): nothing is sent twice.
        if (pending) event.preventDefault();
        else onClick?.(event);
      },
    },
  };
}

/**
 * A button whose request takes a moment: Save, Send, Apply, Sign out. Use it instead of `<Button loading>`, for a
 * submit button too (without onClick). `disabled` stays for a button that cannot be used at all.
 */
export function PendingButton({
  pending,
  disabled,
  onClick,
  'aria-disabled': ariaDisabled,
  'data-disabled': dataDisabled,
  leftSection,
  size,
  ...props
}: PendingButtonProps) {
  const { busy, buttonProps } = pendingButtonProps({
    pending,
    disabled,
    onClick,
    looksUnavailable: ariaDisabled ?? dataDisabled,
  });
  return (
    <Button
      {...props}
      size={size}
      {...buttonProps}
      leftSection={
        busy ? <Loader size={size === 'xs' ? 14 : 16} color="currentColor" aria-hidden /> : leftSection
      }
    />
  );
}

/** An icon button whose request takes a moment, as PendingButton; give it an aria-label. */
export function PendingActionIcon({
  pending,
  disabled,
  onClick,
  'aria-disabled': ariaDisabled,
  'data-disabled': dataDisabled,
  children,
  ...props
}: PendingActionIconProps) {
  const { busy, buttonProps } = pendingButtonProps({
    pending,
    disabled,
    onClick,
    looksUnavailable: ariaDisabled ?? dataDisabled,
  });
  return (
    <ActionIcon {...props} {...buttonProps}>
      {busy ? <Loader size="calc(var(--ai-size) * 0.55)" color="currentColor" aria-hidden /> : children}
    </ActionIcon>
  );
}
