import { formatPhone, phoneDigits } from '@casework/contract';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The digits, or whatever was stored (it is shown formatted). */
  value: string;
  /** Called with the digits only (at most 11). */
  onChange: (digits: string) => void;
}

/** Shows a number as it is being typed: "(907) 555-0100" once it has 10 digits (or 11 starting with 1). */
export function formatPhoneAsTyped(value: string): string {
  const digits = phoneDigits(value).slice(0, 11);
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return formatPhone(digits);
  if (digits.length > 6 && digits.length < 10)
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length > 3 && digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return digits;
}

/** A phone number input shown as (###) ###-#### (SPEC §5); the value handed back is digits only. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(###) ###-####"
      {...props}
      value={formatPhoneAsTyped(value)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const digits = phoneDigits(typed).slice(0, 11);
        // Deleting the ")" or "-" of a formatted number removes the digit before it as a person expects.
        const previous = phoneDigits(value).slice(0, 11);
        const formattedPrevious = formatPhoneAsTyped(value);
        if (digits === previous && typed.length < formattedPrevious.length) onChange(digits.slice(0, -1));
        else onChange(digits);
      }}
    />
  );
}
