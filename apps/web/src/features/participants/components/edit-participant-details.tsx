import {
  EMAIL_MESSAGE,
  isValidEmail,
  parseDateInput,
  phoneDigits,
  type ParticipantStaffView,
  type PhoneInput,
  type UpdateParticipantBody,
} from '@casework/contract';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, problemCode } from '../../../platform/api/api-error.ts';
import { useFocusFirstInvalid } from '../../../platform/forms/focus-first-invalid.ts';
import { DateInput } from '../../../platform/forms/date-input.tsx';
import { fieldErrorsOf, withoutFields } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useUpdateParticipant } from '../api/update-participant.ts';
import { dateOfBirthInputError } from './date-of-birth.ts';
import { displayDob, fullName } from './participant-format.ts';
import { PhoneListInput, newPhoneKey, type PhoneDraft } from './phone-list-input.tsx';

interface Draft {
  firstName: string;
  lastName: string;
  /** As typed, MM/DD/YYYY. */
  dob: string;
  email: string;
  phones: PhoneDraft[];
}

function draftOf(p: ParticipantStaffView): Draft {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    dob: displayDob(p.dob),
    email: p.email ?? '',
    phones: p.phones.map((phone) => ({
      key: newPhoneKey(),
      number: phone.number,
      type: phone.type ?? '',
      isPreferred: phone.isPreferred,
    })),
  };
}

/** Fields with an input of their own; a server error on any other shows above the buttons. */
const PLACED_FIELDS = new Set(['firstName', 'lastName', 'dob', 'email', 'phones']);

const isPhoneNumber = (digits: string) =>
  digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));

const samePhones = (a: readonly PhoneInput[], b: readonly PhoneInput[]) =>
  JSON.stringify(a.map((p) => [phoneDigits(p.number).slice(-10), p.isPreferred, p.type ?? ''])) ===
  JSON.stringify(b.map((p) => [phoneDigits(p.number).slice(-10), p.isPreferred, p.type ?? '']));

interface Checked {
  errors: Record<string, string>;
  /** Only what changed: an unchanged record sends nothing. */
  body: UpdateParticipantBody;
  /** For each phone sent, the row it came from (blank rows are left out), to place the server's errors. */
  sentRows: number[];
}

/** Checks the draft as the server will, and builds the partial update. Errors use the server's field names. */
function check(draft: Draft, p: ParticipantStaffView): Checked {
  const errors: Record<string, string> = {};
  const body: UpdateParticipantBody = {};
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  if (firstName === '') errors.firstName = 'Enter the first name';
  else if (firstName !== p.firstName) body.firstName = firstName;
  if (lastName === '') errors.lastName = 'Enter the last name';
  else if (lastName !== p.lastName) body.lastName = lastName;
  const dobError = dateOfBirthInputError(draft.dob);
  const dob = parseDateInput(draft.dob);
  if (dobError !== null) errors.dob = dobError;
  else if (dob !== null && dob !== p.dob) body.dob = dob;
  const email = draft.email.trim();
  if (email !== '' && !isValidEmail(email)) errors.email = EMAIL_MESSAGE;
  else if ((email === '' ? null : email) !== p.email) body.email = email === '' ? null : email;

  const sentRows: number[] = [];
  const phones: PhoneInput[] = [];
  draft.phones.forEach((row, index) => {
    const digits = phoneDigits(row.number);
    if (digits === '') return;
    if (!isPhoneNumber(digits)) errors[`phones.${sentRows.length}.number`] = 'Enter a 10-digit phone number';
    sentRows.push(index);
    phones.push({ number: digits, isPreferred: row.isPreferred, ...(row.type ? { type: row.type } : {}) });
  });
  if (!samePhones(phones, p.phones)) body.phones = phones;
  return { errors, body, sentRows };
}

/** "Edit" on the participant summary: names, date of birth, e-mail and phone numbers, in a dialog. */
export function EditParticipantDetails({ participant }: { participant: ParticipantStaffView }) {
  const [opened, setOpened] = useState(false);
  const update = useUpdateParticipant(participant.participantId);
  const editRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    update.reset();
  };
  return (
    <>
      <Button
        ref={editRef}
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label="Edit name, date of birth and contact details"
        onClick={() => {
          update.reset();
          setOpened(true);
        }}
      >
        Edit
      </Button>
      {/* Closing gives the focus back to Edit, even where a click does not focus a button (Safari). */}
      <Modal
        opened={opened}
        onClose={close}
        returnFocus={false}
        onExitTransitionEnd={() => editRef.current?.focus()}
        title={`Edit ${fullName(participant)}`}
        size="lg"
      >
        <EditForm participant={participant} update={update} onDone={close} />
      </Modal>
    </>
  );
}

/** The server's names ("phones.1") of the rows that differ between two lists, by where each row was sent. */
function changedPhones(before: PhoneDraft[], after: PhoneDraft[], sentRows: number[]): string[] {
  return before.flatMap((row, index) => {
    const now = after.find((r) => r.key === row.key);
    const same =
      now !== undefined &&
      now.number === row.number &&
      now.type === row.type &&
      now.isPreferred === row.isPreferred;
    const sentAs = sentRows.indexOf(index);
    return same || sentAs < 0 ? [] : [`phones.${sentAs}`];
  });
}

/** Each row's first error, from errors named by where the rows were sent ("phones.1.number" → row of sentRows[1]). */
function errorsByRow(errors: Record<string, string>, sentRows: number[]): Record<number, string> {
  const rowErrors: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^phones\.(\d+)/.exec(field);
    const row = match ? sentRows[Number(match[1])] : undefined;
    if (row !== undefined && !(row in rowErrors)) rowErrors[row] = message;
  }
  return rowErrors;
}

interface EditFormProps {
  participant: ParticipantStaffView;
  update: ReturnType<typeof useUpdateParticipant>;
  onDone: () => void;
}

function EditForm({ participant, update, onDone }: EditFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(participant));
  // For each phone of the last request, the row it came from: where the server's errors about phones go.
  const [sentRows, setSentRows] = useState<number[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, the first field at fault takes the focus, so a keyboard user lands on it.
  const refused = useFocusFirstInvalid(() => formRef.current);

  // The form's own checks, shown at a save and checked again as the fields they refused are corrected.
  const checked = check(draft, participant);
  const checks = useClientChecks(checked.errors);
  // The server's errors go from a field as soon as it is changed.
  const { changed, markChanged } = useFieldsChangedSince(update.error);
  const serverErrors = fieldErrorsOf(update.error);
  const serverShown = withoutFields(serverErrors, changed);
  const errors = { ...serverShown, ...checks.errors };
  const rowErrors = {
    ...errorsByRow(serverShown, sentRows),
    ...errorsByRow(checks.errors, checked.sentRows),
  };
  // An error about the list as a whole ("one preferred number") goes once any number is changed.
  const listError =
    checks.errors.phones ??
    (changed.some((field) => field.startsWith('phones.')) ? undefined : serverShown.phones);
  const placed = (field: string) => {
    const row = /^phones\.(\d+)/.exec(field);
    return PLACED_FIELDS.has(field) || (row !== null && sentRows[Number(row[1])] !== undefined);
  };
  const code = problemCode(update.error);
  // A duplicate is marked on the three fields; its detail also names the record to open instead.
  const formError =
    update.isError && (code === 'participant.duplicate' || !Object.keys(serverErrors).some(placed))
      ? errorMessage(update.error)
      : null;

  const set = (patch: Partial<Draft>) => {
    markChanged(...Object.keys(patch).filter((field) => field !== 'phones'));
    setDraft((d) => ({ ...d, ...patch }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checks.passes()) {
      refused();
      return;
    }
    setSentRows(checked.sentRows);
    if (Object.keys(checked.body).length === 0) {
      onDone();
      return;
    }
    update.mutate(checked.body, {
      onSuccess: (saved) => {
        showToast({ color: 'teal', message: `Saved the details of ${fullName(saved)}.` });
        onDone();
      },
      onError: refused,
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={update.isPending}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            withAsterisk
            aria-required
            value={draft.firstName}
            onChange={(e) => set({ firstName: e.currentTarget.value })}
            error={errors.firstName}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label="Last name"
            withAsterisk
            aria-required
            value={draft.lastName}
            onChange={(e) => set({ lastName: e.currentTarget.value })}
            error={errors.lastName}
            autoComplete="off"
          />
          <DateInput
            label="Date of birth"
            withAsterisk
            aria-required
            value={draft.dob}
            onChange={(dob) => set({ dob })}
            error={errors.dob}
          />
          <TextInput
            label="E-mail"
            type="email"
            description="Leave empty to remove it"
            value={draft.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            error={errors.email}
            autoComplete="off"
          />
        </SimpleGrid>
        <PhoneListInput
          idPrefix="edit-participant"
          value={draft.phones}
          onChange={(phones) => {
            markChanged(...changedPhones(draft.phones, phones, sentRows));
            set({ phones });
          }}
          rowErrors={rowErrors}
          listError={listError}
        />
        {formError ? (
          <Alert color="red" role="alert" title="Not saved">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={update.isPending}>
            Save details
          </PendingButton>
        </Group>
      </Stack>
    </form>
  );
}
