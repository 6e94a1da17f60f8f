import { STAFF_ROLES } from '@casework/contract';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { STAFF_ROLE_HELP } from './staff-format.ts';

export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffNameFieldsProps {
  firstName: string;
  lastName: string;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
  errors: Partial<Record<'firstName' | 'lastName', string>>;
  /** Where the dialog starts when no other field comes first. */
  autoFocus?: boolean;
}

/** A staff member's first and last name, side by side on a wide screen. */
export function StaffNameFields({
  firstName,
  lastName,
  onFirstNameChange,
  onLastNameChange,
  errors,
  autoFocus = false,
}: StaffNameFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="First name"
        withAsterisk
        aria-required
        maxLength={100}
        data-autofocus={autoFocus || undefined}
        value={firstName}
        onChange={(e) => onFirstNameChange(e.currentTarget.value)}
        error={errors.firstName}
        autoComplete="off"
      />
      <TextInput
        label="Last name"
        withAsterisk
        aria-required
        maxLength={100}
        value={lastName}
        onChange={(e) => onLastNameChange(e.currentTarget.value)}
        error={errors.lastName}
        autoComplete="off"
      />
    </SimpleGrid>
  );
}

/** The organisation role, with what the chosen one may do. */
export function StaffRoleSelect({
  value,
  onChange,
  error,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  error: string | undefined;
}) {
  return (
    <NativeSelect
      label="Organisation role"
      description={STAFF_ROLE_HELP[value]}
      value={value}
      onChange={(e) => onChange(STAFF_ROLES.find((r) => r === e.currentTarget.value) ?? 'Staff')}
      data={[...STAFF_ROLES].reverse()}
      error={error}
    />
  );
}
