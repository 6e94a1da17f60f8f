import { Fragment } from 'react';
import { PhoneLink } from '../../../platform/ui/phone-link.tsx';

type Phones = readonly { number: string; isPreferred: boolean }[];

/** The preferred number first, the others in their order. */
export function preferredFirst<P extends Phones[number]>(phones: readonly P[]): P[] {
  return [...phones].sort((a, b) => Number(b.isPreferred) - Number(a.isPreferred));
}

/**
 * Every number as a tel: link, the preferred one first and marked: "(907) 555-0110 (preferred), (907) 555-0100", or
 * "—" without any (the words of `phoneList`).
 */
export function PhoneLinks({ phones }: { phones: Phones }) {
  if (phones.length === 0) return '—';
  return preferredFirst(phones).map((phone, index) => (
    <Fragment key={`${index}-${phone.number}`}>
      {index > 0 ? ', ' : null}
      <PhoneLink number={phone.number} />
      {phone.isPreferred ? ' (preferred)' : null}
    </Fragment>
  ));
}
