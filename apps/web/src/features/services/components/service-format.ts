import type { AddressView, EligibilityView } from '@casework/contract';

/** One line: "825 L Street, Suite 200, Anchorage, AK 99501". */
export function addressText(
  address: Pick<AddressView, 'address1' | 'address2' | 'city' | 'stateProvince' | 'postalCode'>,
) {
  return [
    address.address1,
    address.address2,
    address.city,
    `${address.stateProvince} ${address.postalCode}`.trim(),
  ]
    .filter((part) => part !== null && part.trim() !== '')
    .join(', ');
}

/** "Ages 18-64", "Ages 60 and over", "Ages up to 17"; null without ages. */
export function ageRange(eligibility: Pick<EligibilityView, 'minimumAge' | 'maximumAge'>): string | null {
  const { minimumAge: min, maximumAge: max } = eligibility;
  if (min !== null && max !== null) return min === max ? `Age ${min}` : `Ages ${min}-${max}`;
  if (min !== null) return `Ages ${min} and over`;
  if (max !== null) return `Ages up to ${max}`;
  return null;
}
