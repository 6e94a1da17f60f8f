import { Button, Modal, Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useFocusFirstInvalid } from '../forms/focus-first-invalid.ts';
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
 * once closed, focus goes back to the control that opened it. A refused submit (the form's own checks, or the
 * server's answer once the save ends) puts the focus on the first field marked invalid, so a keyboard or
 * screen-reader user lands on what to correct.
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
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(() => formRef.current);
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) refused();
    wasPending.current = pending;
  }, [pending, refused]);
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnClickOutside={!pending}>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
          refused();
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
