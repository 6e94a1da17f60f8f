import { parseDateInput, phoneDigits, type CreateParticipantBody } from '@casework/contract';
import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { DateInput } from '../../../platform/forms/date-input.tsx';
import { useFocusFirstInvalid } from '../../../platform/forms/focus-first-invalid.ts';
import { PhoneInput } from '../../../platform/forms/phone-input.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { useCheckDuplicates } from '../api/check-duplicates.ts';
import { useCreateParticipant } from '../api/create-participant.ts';
import { dateOfBirthInputError } from './date-of-birth.ts';
import { DuplicateWarnings } from './duplicate-warnings.tsx';

export interface AddParticipantFormProps {
  /** Called with the new participant's id after the success toast. */
  onCreated: (participantId: string) => void;
}

/** Add a participant, warned live about people already on file with a similar name and the same birth date. */
export function AddParticipantForm({ onCreated }: AddParticipantFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit puts the focus on the first field to correct.
  const refused = useFocusFirstInvalid(() => formRef.current);
  const create = useCreateParticipant();

  const dobError = dateOfBirthInputError(dob);
  const isoDob = dobError === null ? parseDateInput(dob) : null;
  const [check] = useDebouncedValue(
    firstName.trim() !== '' && lastName.trim() !== '' && isoDob !== null
      ? { firstName: firstName.trim(), lastName: lastName.trim(), dob: isoDob }
      : null,
    400,
  );
  const duplicates = useCheckDuplicates(check);

  const serverErrors = fieldErrorsOf(create.error);
  const errors: Record<string, string> = { ...serverErrors, ...localErrors };
  const phoneError = errors.phones ?? errors['phones.0.number'] ?? errors['phones.0'];
  const placed = new Set(['firstName', 'lastName', 'dob', 'email', 'phones', 'phones.0', 'phones.0.number']);
  const otherError =
    create.isError && Object.keys(serverErrors).every((k) => !placed.has(k))
      ? errorMessage(create.error)
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (firstName.trim() === '') next.firstName = 'Enter the first name';
    if (lastName.trim() === '') next.lastName = 'Enter the last name';
    if (dobError !== null) next.dob = dobError;
    const digits = phoneDigits(phone);
    if (digits !== '' && !(digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))))
      next.phones = 'Enter a 10-digit phone number';
    setLocalErrors(next);
    if (Object.keys(next).length > 0 || isoDob === null) {
      refused();
      return;
    }
    const body: CreateParticipantBody = {
      firstName,
      lastName,
      dob: isoDob,
      ...(email.trim() !== '' ? { email } : {}),
      ...(digits !== '' ? { phones: [{ number: digits, isPreferred: true }] } : {}),
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
        <form ref={formRef} onSubmit={submit} noValidate aria-busy={create.isPending}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="First name"
                withAsterisk
                aria-required
                value={firstName}
                onChange={(e) => setFirstName(e.currentTarget.value)}
                error={errors.firstName}
                autoComplete="off"
              />
              <TextInput
                label="Last name"
                withAsterisk
                aria-required
                value={lastName}
                onChange={(e) => setLastName(e.currentTarget.value)}
                error={errors.lastName}
                autoComplete="off"
              />
              <DateInput
                label="Date of birth"
                withAsterisk
                aria-required
                value={dob}
                onChange={setDob}
                error={errors.dob}
              />
            </SimpleGrid>
            <DuplicateWarnings items={duplicates.data?.items ?? []} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="E-mail"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={errors.email}
                autoComplete="off"
              />
              <PhoneInput
                label="Phone"
                value={phone}
                onChange={setPhone}
                error={phoneError}
                autoComplete="off"
              />
            </SimpleGrid>
            {otherError ? (
              <Alert color="red" role="alert" title="Not added">
                {otherError}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={create.isPending} disabled={create.isPending}>
                Add participant
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
