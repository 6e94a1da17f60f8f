import type { ParticipantPortalView, ParticipantStaffView } from '@casework/contract';
import type { ParticipantRow } from './participants.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

const asStatus = (status: number): ParticipantStaffView['status'] =>
  status === 1 ? 1 : status === -1 ? -1 : 0;

const phonesOf = (row: ParticipantRow) =>
  row.phones.map((p) => ({
    number: p.number,
    isPreferred: p.isPreferred,
    ...(p.type ? { type: p.type } : {}),
  }));

/** A participant as staff see it: status, merge pointer and whether they can sign in. */
export function presentStaffView(row: ParticipantRow): ParticipantStaffView {
  return {
    participantId: row.participantId,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    email: row.email,
    phones: phonesOf(row),
    isActive: row.status === 1,
    status: asStatus(row.status),
    mergedInto: row.mergedInto,
    hasAccount: row.userId !== null,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

/** A participant as they see their own record: no status internals beyond isActive, no merge pointer. */
export function presentPortalView(row: ParticipantRow): ParticipantPortalView {
  return {
    participantId: row.participantId,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    email: row.email,
    phones: phonesOf(row),
    isActive: row.status === 1,
  };
}
