import { parseDateInput, participantIdInput, phoneDigits } from '@casework/contract';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMergedRef } from '@mantine/hooks';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { DateInput, INVALID_DATE_MESSAGE, isoToDisplayDate } from '../../../platform/forms/date-input.tsx';
import { PhoneInput } from '../../../platform/forms/phone-input.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';

/** The search values as they sit in the URL: text, dob as YYYY-MM-DD, status as active/inactive. */
export interface ParticipantSearchValues {
  firstName?: string;
  lastName?: string;
  participantId?: string;
  dob?: string;
  email?: string;
  phone?: string;
  status?: 'active' | 'inactive';
}

export interface ParticipantSearchFormProps {
  initial: ParticipantSearchValues;
  onSearch: (values: ParticipantSearchValues) => void;
  /** Clear was pressed (the fields are emptied); without it, Clear searches for nothing. */
  onClear?: () => void;
  /** The first field, which Clear puts the focus on. */
  firstFieldRef?: Ref<HTMLInputElement>;
  /** The form's field errors from the server (query.firstName → firstName). */
  errors?: Record<string, string>;
  busy?: boolean;
}

function clean(value: string): string | undefined {
  const t = value.trim();
  return t === '' ? undefined : t;
}

/** Every SPEC §3 participant search field; Enter in any field searches. */
export function ParticipantSearchForm({
  initial,
  onSearch,
  onClear,
  firstFieldRef,
  errors = {},
  busy = false,
}: ParticipantSearchFormProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const firstFieldRefs = useMergedRef(firstField, firstFieldRef);
  const [firstName, setFirstName] = useState(initial.firstName ?? '');
  const [lastName, setLastName] = useState(initial.lastName ?? '');
  const [participantId, setParticipantId] = useState(initial.participantId ?? '');
  const [dob, setDob] = useState(isoToDisplayDate(initial.dob));
  const [email, setEmail] = useState(initial.email ?? '');
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [status, setStatus] = useState<string>(initial.status ?? '');
  const [dobError, setDobError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const isoDob = dob.trim() === '' ? undefined : parseDateInput(dob);
    const digits = phoneDigits(phone);
    setDobError(isoDob === null ? INVALID_DATE_MESSAGE : null);
    setPhoneError(digits !== '' && digits.length < 7 ? 'Enter at least 7 digits of the phone number' : null);
    if (isoDob === null || (digits !== '' && digits.length < 7)) return;
    onSearch({
      firstName: clean(firstName),
      lastName: clean(lastName),
      participantId: participantIdInput(participantId) || undefined,
      dob: isoDob,
      email: clean(email),
      phone: digits === '' ? undefined : digits,
      status: status === 'active' || status === 'inactive' ? status : undefined,
    });
  }

  function clear() {
    setFirstName('');
    setLastName('');
    setParticipantId('');
    setDob('');
    setEmail('');
    setPhone('');
    setStatus('');
    setDobError(null);
    setPhoneError(null);
    // The fields start again from the first.
    firstField.current?.focus();
    if (onClear) onClear();
    else onSearch({});
  }

  return (
    <form onSubmit={submit} role="search" aria-label="Search participants" noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          ref={firstFieldRefs}
          label="First name"
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
          error={errors.firstName}
          autoComplete="off"
        />
        <TextInput
          label="Last name"
          value={lastName}
          onChange={(e) => setLastName(e.currentTarget.value)}
          error={errors.lastName}
          autoComplete="off"
        />
        <TextInput
          label="Participant ID"
          placeholder="P7K3-M9QX"
          value={participantId}
          onChange={(e) => setParticipantId(e.currentTarget.value)}
          error={errors.participantId}
          autoComplete="off"
        />
        {/* The MM/DD/YYYY hint goes under the input: above it, it would push this input below the others of
            its row (the other fields have a label only). */}
        <DateInput
          label="Date of birth"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={dob}
          onChange={setDob}
          error={dobError ?? errors.dob}
        />
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
          error={phoneError ?? errors.phone}
          autoComplete="off"
        />
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: '', label: 'Any status' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Disabled or permanently disabled' },
          ]}
        />
        <Group align="flex-end" gap="sm">
          <PendingButton type="submit" leftSection={<IconSearch size={16} aria-hidden />} pending={busy}>
            Search
          </PendingButton>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}
