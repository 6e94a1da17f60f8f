import { Button, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormFooter } from './form-footer.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface FormDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  /** Called on submit; the browser's own submit is already stopped. */
  onSubmit: () => void;
  /** While saving, Cancel and a click outside do not close the dialog. */
  pending: boolean;
  /** What failed without a field to show it on (see `formErrors`); null when nothing did. */
  problem: string | null;
  submitLabel: string;
  /** The fields; the one to focus first carries `data-autofocus`. */
  children: ReactNode;
}

/**
 * A form in a dialog: its fields, why it was not saved, Cancel and the submit button. Mounted only while open;
 * once closed, focus goes back to the control that opened it.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  pending,
  problem,
  submitLabel,
  children,
}: FormDialogProps) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnClickOutside={!pending}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          <FormFooter problem={problem} submitLabel={submitLabel} pending={pending}>
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
          </FormFooter>
        </Stack>
      </form>
    </Modal>
  );
}
