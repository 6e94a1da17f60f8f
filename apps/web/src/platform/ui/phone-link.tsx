import { formatPhone, phoneDigits } from '@casework/contract';
import { Anchor, type AnchorProps } from '@mantine/core';
import { PhoneNumber } from './phone-number.tsx';

/** "(907) 555-0100" for a North American number (10 digits, or 11 with a leading 1); anything else as written. */
export function displayPhone(number: string): string {
  const digits = phoneDigits(number);
  const national = digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  return national ? formatPhone(number) : number.trim();
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
