import { ACCOUNT_STATUS_LABELS, formatPhone, isoToDateInput, type AccountStatus } from '@casework/contract';

interface Named {
  firstName: string;
  lastName: string;
}

export function fullName(p: Named): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** YYYY-MM-DD → MM/DD/YYYY for the screen. */
export function displayDob(dob: string): string {
  return isoToDateInput(dob.slice(0, 10)) ?? dob;
}

export function preferredPhone(phones: readonly { number: string; isPreferred: boolean }[]): string | null {
  const phone = phones.find((p) => p.isPreferred) ?? phones[0];
  return phone ? formatPhone(phone.number) : null;
}

export function statusOf(p: { isActive: boolean; status?: AccountStatus }): AccountStatus {
  return p.status ?? (p.isActive ? 1 : 0);
}

export function statusLabel(status: AccountStatus): string {
  return ACCOUNT_STATUS_LABELS[status];
}
