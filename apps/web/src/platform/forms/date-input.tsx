import { formatDateInput, isoToDateInput, parseDateInput } from '@casework/contract';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DateInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** What is typed, as MM/DD/YYYY (possibly incomplete). */
  value: string;
  onChange: (value: string) => void;
}

const DATE_FORMAT = 'MM/DD/YYYY';

/** The field's hint, which always says the format: a hint of its own gets it added unless it says it already. */
function hintWithFormat(description: ReactNode): ReactNode {
  if (description === undefined || description === null || description === '') return DATE_FORMAT;
  if (typeof description === 'string' && description.includes(DATE_FORMAT)) return description;
  return (
    <>
      {description} ({DATE_FORMAT})
    </>
  );
}

/**
 * A date typed as MM/DD/YYYY (SPEC §5): slashes are inserted as the digits are typed. The format is said once, in the
 * field's hint, which stays in view while typing and is read with the field; not again as a placeholder.
 */
export function DateInput({ value, onChange, description, ...props }: DateInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      description={hintWithFormat(description)}
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
