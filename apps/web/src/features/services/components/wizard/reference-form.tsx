import { Modal, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { showToast } from '../../../../platform/forms/toast.ts';
import { useReturnFocus } from '../../../../platform/ui/use-return-focus.ts';
import { ResourceFormFrame, type ResourceFormFrameProps } from './resource-form-frame.tsx';
import { useResourceForm, type ResourceForm, type ResourceFormOptions } from './use-resource-form.ts';

/** What every directory reference (category, department, program) has. */
interface ReferenceValues {
  name: string;
  description: string;
}

export interface ReferenceFormOptions<V, S extends z.ZodType, R> extends Omit<
  ResourceFormOptions<V, S, R>,
  'requiredMessages' | 'onSaved'
> {
  /** What the reference is, in lower case ("department"), for the messages. */
  noun: string;
  /** Saving renames one ("Category saved: …") instead of adding one ("Category added: …"). */
  editing?: boolean;
  onSaved: (saved: R) => void;
}

/** The form of a directory reference: asks for its name in its own words and says what was saved. */
export function useReferenceForm<V extends ReferenceValues, S extends z.ZodType, R extends { name: string }>({
  noun,
  editing = false,
  onSaved,
  ...options
}: ReferenceFormOptions<V, S, R>) {
  return useResourceForm<V, S, R>({
    ...options,
    requiredMessages: { name: `Give the ${noun} a name` },
    onSaved: (saved) => {
      const what = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
      showToast({ color: 'teal', message: `${what} ${editing ? 'saved' : 'added'}: ${saved.name}` });
      onSaved(saved);
    },
  });
}

export interface ReferenceFormProps<V extends ReferenceValues> extends Omit<
  ResourceFormFrameProps<V>,
  'form' | 'children'
> {
  form: ResourceForm<V>;
  /** Under the name, e.g. "Shown as a filter in the service finder". */
  nameDescription?: string;
  nameMaxLength?: number;
  /** The name takes the focus when the form opens (a dialog focuses it by itself). */
  autoFocus?: boolean;
  /** The reference's own fields, between the name and the description. */
  children?: ReactNode;
}

/** Name, the reference's own fields and description, with Save and Cancel. */
export function ReferenceForm<V extends ReferenceValues>({
  form,
  nameDescription,
  nameMaxLength = 200,
  autoFocus,
  children,
  ...frame
}: ReferenceFormProps<V>) {
  return (
    <ResourceFormFrame form={form} {...frame}>
      <TextInput
        label="Name"
        description={nameDescription}
        withAsterisk
        maxLength={nameMaxLength}
        {...form.text('name')}
        data-autofocus
        autoFocus={autoFocus}
      />
      {children}
      <Textarea label="Description" autosize minRows={2} {...form.text('description')} />
    </ResourceFormFrame>
  );
}

export interface ReferenceDialogProps<V extends ReferenceValues> extends Omit<
  ReferenceFormProps<V>,
  'label' | 'submitLabel' | 'onCancel' | 'bare' | 'autoFocus'
> {
  /** What the dialog adds, in lower case: "Add a department". */
  noun: string;
  onClose: () => void;
  /** The field the dialog adds to, which gets the focus back if the control that opened the dialog is gone. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * "Add a …" in a dialog, which a click outside does not close while it saves. It is on the page only while open;
 * once it closes, focus goes back to where it came from (the field whose list opened it).
 */
export function ReferenceDialog<V extends ReferenceValues>({
  noun,
  onClose,
  returnFocusTo,
  ...props
}: ReferenceDialogProps<V>) {
  useReturnFocus(returnFocusTo);
  const title = `Add a ${noun}`;
  return (
    <Modal opened onClose={onClose} title={title} centered closeOnClickOutside={!props.form.saving}>
      <ReferenceForm {...props} label={title} submitLabel={`Add ${noun}`} onCancel={onClose} bare />
    </Modal>
  );
}
