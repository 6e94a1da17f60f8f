import type { CreateTeamBody } from '@casework/contract';
import { Alert, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
import { formErrors, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';

export type TeamFormValues = CreateTeamBody;

export interface TeamFormProps {
  initial?: TeamFormValues;
  submitLabel: string;
  pending: boolean;
  /** The failed request, if any: its field errors go next to the fields. */
  error: unknown;
  onSubmit: (values: TeamFormValues) => void;
  /** Only allow sending when something changed (editing). */
  requireChange?: boolean;
  /** More buttons next to the submit button. */
  extraActions?: ReactNode;
}

const EMPTY: TeamFormValues = { name: '', description: '', isPrivate: false };
const FIELDS = ['name', 'description', 'isPrivate'] as const;

/** Name, description and the private switch of a team; used to create one and to edit one. */
export function TeamForm({
  initial = EMPTY,
  submitLabel,
  pending,
  error,
  onSubmit,
  requireChange = false,
  extraActions,
}: TeamFormProps) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [isPrivate, setIsPrivate] = useState(initial.isPrivate);
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);

  const { changed: changedFields, markChanged } = useFieldsChangedSince(error);
  // A taken name answers 409, maybe without field errors: it still belongs next to the name. A refusal goes from a
  // field as soon as that field is changed.
  const { errorFor, problem } = formErrors({
    error,
    fields: FIELDS,
    clientErrors: nameMissing ? { name: "Enter the team's name" } : {},
    conflictField: 'name',
    changed: changedFields,
  });
  const nameError = errorFor('name');
  const changed =
    name.trim() !== initial.name ||
    description.trim() !== initial.description ||
    isPrivate !== initial.isPrivate;

  const unchanged = requireChange && !changed;

  // Once the answer is in, a refused name takes the focus from the button (or from the page, if it was lost), so
  // the person lands on what to fix; focus they moved elsewhere while saving stays there.
  useEffect(() => {
    const focusWasOnSave = focusIsLost() || document.activeElement === submitRef.current;
    if (wasPending.current && !pending && focusWasOnSave) (nameError ? nameRef : submitRef).current?.focus();
    wasPending.current = pending;
  }, [pending, nameError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    if (name.trim() === '') {
      setNameMissing(true);
      nameRef.current?.focus();
      return;
    }
    onSubmit({ name, description, isPrivate });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        <TextInput
          ref={nameRef}
          label="Team name"
          withAsterisk
          aria-required
          maxLength={100}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameMissing(false);
            markChanged('name');
          }}
          error={nameError}
          autoComplete="off"
        />
        <Textarea
          label="Description"
          description="What the team does; staff see it when they choose a team."
          maxLength={500}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            markChanged('description');
          }}
          error={errorFor('description')}
        />
        <Switch
          label="Private team"
          description="Hidden from participants and from team lists that leave private teams out, e.g. for sensitive cases."
          checked={isPrivate}
          onChange={(e) => {
            setIsPrivate(e.currentTarget.checked);
            markChanged('isPrivate');
          }}
          error={errorFor('isPrivate')}
        />
        {problem ? (
          <Alert color="red" role="alert" title="Not saved">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm">
          {/* With nothing changed the button only looks disabled: it keeps the focus it had when it saved. */}
          <PendingButton
            ref={submitRef}
            type="submit"
            pending={pending}
            data-disabled={unchanged || undefined}
            aria-disabled={unchanged || undefined}
          >
            {submitLabel}
          </PendingButton>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
