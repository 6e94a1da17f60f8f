import {
  parseDateInput,
  phoneDigits,
  type CheckDuplicatesQuery,
  type CreateParticipantBody,
  type DuplicateCandidate,
} from '@casework/contract';
import { Alert, Card, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { DateInput } from '../../../platform/forms/date-input.tsx';
import { useFocusFirstInvalid } from '../../../platform/forms/focus-first-invalid.ts';
import { PhoneInput } from '../../../platform/forms/phone-input.tsx';
import { fieldErrorsOf, withoutFields } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { checkDuplicatesQueryOptions, useCheckDuplicates } from '../api/check-duplicates.ts';
import { useCreateParticipant } from '../api/create-participant.ts';
import { dateOfBirthInputError } from './date-of-birth.ts';
import { DuplicateAnnouncement, DuplicateWarnings, strongMatchKey } from './duplicate-warnings.tsx';
import { PHONE_KIND_OPTIONS, type PhoneDraft } from './phone-list-input.tsx';
import { missingNameErrors } from '../../../platform/forms/person-name.ts';

const sameQuery = (a: CheckDuplicatesQuery | null, b: CheckDuplicatesQuery | null) =>
  a !== null && b !== null && a.firstName === b.firstName && a.lastName === b.lastName && a.dob === b.dob;

export interface AddParticipantFormProps {
  /** Called with the new participant's id after the success toast. */
  onCreated: (participantId: string) => void;
}

/**
 * Add a participant, warned live about people already on file with a similar name and the same birth date. A strong
 * match is checked again on submit and needs an explicit "this is a different person" before the record is added.
 */
export function AddParticipantForm({ onCreated }: AddParticipantFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  // Most numbers given today are mobiles; the person adding the record changes the kind when it is not.
  const [phoneType, setPhoneType] = useState<PhoneDraft['type']>('mobile');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit puts the focus on the first field to correct.
  const refused = useFocusFirstInvalid(() => formRef.current);
  const create = useCreateParticipant();
  // Fields changed since the server refused them: its errors no longer describe what is there.
  const { changed: changedSinceSent, markChanged } = useFieldsChangedSince(create.error);

  const dobError = dateOfBirthInputError(dob);
  const isoDob = dobError === null ? parseDateInput(dob) : null;
  const person: CheckDuplicatesQuery | null =
    firstName.trim() !== '' && lastName.trim() !== '' && isoDob !== null
      ? { firstName: firstName.trim(), lastName: lastName.trim(), dob: isoDob }
      : null;
  const [check] = useDebouncedValue(person, 400);
  const duplicates = useCheckDuplicates(check);
  const queryClient = useQueryClient();
  // The matches the submit checked, shown at once (the live check waits for typing to pause).
  const [checkedOnSubmit, setCheckedOnSubmit] = useState<{
    query: CheckDuplicatesQuery;
    items: readonly DuplicateCandidate[];
  } | null>(null);
  const matches =
    checkedOnSubmit && sameQuery(checkedOnSubmit.query, person) && !sameQuery(check, person)
      ? checkedOnSubmit.items
      : (duplicates.data?.items ?? []);
  // The strong matches the person confirmed are someone else; a new strong match needs a new confirmation.
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const strongKey = strongMatchKey(matches);
  const confirmed = strongKey !== '' && confirmedFor === strongKey;

  const serverErrors = fieldErrorsOf(create.error);
  const errors: Record<string, string> = { ...withoutFields(serverErrors, changedSinceSent), ...localErrors };
  const phoneError = errors.phones ?? errors['phones.0.number'] ?? errors['phones.0'];
  const placed = new Set(['firstName', 'lastName', 'dob', 'email', 'phones', 'phones.0', 'phones.0.number']);
  const otherError =
    create.isError && Object.keys(serverErrors).every((k) => !placed.has(k))
      ? errorMessage(create.error)
      : null;

  /** Clears the errors of a field as soon as it is changed ("phones" holds the phone's parts too). */
  function changed(field: string) {
    setLocalErrors((current) => withoutFields(current, [field]));
    markChanged(field);
  }

  /** The likely duplicates of `query` as the server finds them now (from the cache when just checked). */
  async function matchesNow(query: CheckDuplicatesQuery): Promise<readonly DuplicateCandidate[]> {
    try {
      return (await queryClient.fetchQuery(checkDuplicatesQueryOptions(query))).items;
    } catch {
      // The check is advice: when it cannot run, the server still refuses an exact duplicate.
      return [];
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = missingNameErrors(firstName, lastName);
    if (dobError !== null) next.dob = dobError;
    const digits = phoneDigits(phone);
    if (digits !== '' && !(digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))))
      next.phones = 'Enter a 10-digit phone number';
    setLocalErrors(next);
    setConfirmError(null);
    if (Object.keys(next).length > 0 || isoDob === null || person === null) {
      refused();
      return;
    }
    setChecking(true);
    const found = await matchesNow(person).finally(() => setChecking(false));
    const foundKey = strongMatchKey(found);
    if (foundKey !== '' && confirmedFor !== foundKey) {
      setCheckedOnSubmit({ query: person, items: found });
      setConfirmError('Open the matching record, or confirm that this is a different person.');
      refused();
      return;
    }
    const body: CreateParticipantBody = {
      firstName,
      lastName,
      dob: isoDob,
      ...(email.trim() !== '' ? { email } : {}),
      ...(digits !== ''
        ? {
            phones: [{ number: digits, isPreferred: true, ...(phoneType !== '' ? { type: phoneType } : {}) }],
          }
        : {}),
    };
    create.mutate(body, {
      onSuccess: (participant) => {
        showToast({
          color: 'teal',
          title: 'Participant added',
          message: `${participant.firstName} ${participant.lastName} (${participant.participantId}) is on file.`,
        });
        onCreated(participant.participantId);
      },
      onError: refused,
    });
  }

  return (
    <Page
      title="Add a participant"
      description="Casework warns you while you type if this person may already be on file."
    >
      <Card withBorder maw={760} padding="lg">
        <form
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-busy={create.isPending || checking}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="First name"
                withAsterisk
                aria-required
                value={firstName}
                onChange={(e) => {
                  setFirstName(e.currentTarget.value);
                  changed('firstName');
                }}
                error={errors.firstName}
                autoComplete="off"
              />
              <TextInput
                label="Last name"
                withAsterisk
                aria-required
                value={lastName}
                onChange={(e) => {
                  setLastName(e.currentTarget.value);
                  changed('lastName');
                }}
                error={errors.lastName}
                autoComplete="off"
              />
              <DateInput
                label="Date of birth"
                withAsterisk
                aria-required
                value={dob}
                onChange={(value) => {
                  setDob(value);
                  changed('dob');
                }}
                error={errors.dob}
              />
            </SimpleGrid>
            <DuplicateAnnouncement items={matches} />
            <DuplicateWarnings
              items={matches}
              confirm={{
                checked: confirmed,
                error: confirmed ? null : confirmError,
                onChange: (on) => {
                  setConfirmedFor(on ? strongKey : null);
                  if (on) setConfirmError(null);
                },
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="E-mail"
                type="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  changed('email');
                }}
                error={errors.email}
                autoComplete="off"
              />
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <PhoneInput
                  label="Phone"
                  value={phone}
                  onChange={(value) => {
                    setPhone(value);
                    changed('phones');
                  }}
                  error={phoneError}
                  autoComplete="off"
                  style={{ flex: 1, minWidth: 0 }}
                />
                <NativeSelect
                  label="Kind of phone"
                  value={phoneType}
                  onChange={(e) => setPhoneType(e.currentTarget.value as PhoneDraft['type'])}
                  data={PHONE_KIND_OPTIONS}
                  w="8.5rem"
                />
              </Group>
            </SimpleGrid>
            {otherError ? (
              <Alert color="red" role="alert" title="Not added">
                {otherError}
              </Alert>
            ) : null}
            <Group>
              <PendingButton type="submit" pending={create.isPending || checking}>
                Add participant
              </PendingButton>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
