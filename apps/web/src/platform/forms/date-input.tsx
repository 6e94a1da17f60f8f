import { formatDateInput, isoToDateInput, parseDateInput } from '@casework/contract';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface DateInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** What is typed, as MM/DD/YYYY (possibly incomplete). */
  value: string;
  onChange: (value: string) => void;
}

/** A date typed as MM/DD/YYYY (SPEC §5): slashes are inserted as the digits are typed. */
export function DateInput({ value, onChange, description, ...props }: DateInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="MM/DD/YYYY"
      maxLength={10}
      description={description ?? 'MM/DD/YYYY'}
      {...props}
      value={value}
      onChange={(event) => onChange(formatDateInput(event.currentTarget.value))}
    />
  );
}

/** "YYYY-MM-DD" (API) → "MM/DD/YYYY" (screen); "" for nothing or a date that is not real. */
export function isoToDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return isoToDateInput(iso.slice(0, 10)) ?? '';
}

/** The API value of a typed date: "" stays "", a complete real date becomes YYYY-MM-DD, anything else null. */
export function displayDateToIso(text: string): string | null | '' {
  if (text.trim() === '') return '';
  return parseDateInput(text);
}

export const INVALID_DATE_MESSAGE = 'Enter a real date as MM/DD/YYYY';
