import { formatPhone, phoneDigits } from '@casework/contract';
import { Anchor, type AnchorProps } from '@mantine/core';
import { PhoneNumber } from './phone-number.tsx';

/**
 * Whether the value is a whole North American number (10 digits, or 11 with a leading 1): not a short one ("211"),
 * a foreign one, or a masked "•••• 0133".
 */
export function isNationalNumber(number: string): boolean {
  const digits = phoneDigits(number);
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** "(907) 555-0100" for a North American number; anything else as written. */
export function displayPhone(number: string): string {
  return isNationalNumber(number) ? formatPhone(number) : number.trim();
}

/** "(907) 555-0100 ext. 12": a number as shown, with its extension if it has one. */
export function phoneWithExtension(number: string, extension: string | null): string {
  return extension ? `${number} ext. ${extension}` : number;
}

/**
 * A tel: address for a phone number as written ("(907) 555-0100", "911", "+1 907 555 0100"), with its extension
 * dialled after a pause; null when it has no digits.
 */
export function telHref(number: string, extension?: string | null): string | null {
  const digits = phoneDigits(number);
  if (digits === '') return null;
  const plus = number.trim().startsWith('+') ? '+' : '';
  const ext = extension ? phoneDigits(extension) : '';
  return `tel:${plus}${digits}${ext === '' ? '' : `,${ext}`}`;
}

export interface PhoneLinkProps extends AnchorProps {
  number: string;
  extension?: string | null;
  /** False for a number that is not called (a fax): shown as written, not as a link. */
  dial?: boolean;
  'aria-label'?: string;
}

/**
 * "(907) 555-0100 ext. 12" as a tel: link, the number kept whole (its extension may wrap after it). Underlined:
 * beside other words, colour alone would not mark it as a link in the dark scheme. In the surrounding text's size
 * unless given one.
 */
export function PhoneLink({ number, extension = null, dial = true, ...anchorProps }: PhoneLinkProps) {
  const shown = (
    <>
      {/* The number kept whole; its extension, in phoneWithExtension's words, may wrap after it. */}
      <PhoneNumber>{displayPhone(number)}</PhoneNumber>
      {extension ? ` ext. ${extension}` : null}
    </>
  );
  const href = dial ? telHref(number, extension) : null;
  if (href === null) return shown;
  return (
    <Anchor href={href} underline="always" inherit={anchorProps.size === undefined} {...anchorProps}>
      {shown}
    </Anchor>
  );
}
