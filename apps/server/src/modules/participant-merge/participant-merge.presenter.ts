import { AccountStatus, PHONE_TYPES } from '@casework/contract';
import type { MergeResult } from '@casework/contract';
import type { MergeFieldValues, MergeParticipantRow } from './participant-merge.repository.ts';

const phoneType = (t: unknown) =>
  (PHONE_TYPES as readonly unknown[]).includes(t) ? (t as (typeof PHONE_TYPES)[number]) : undefined;

/** The surviving participant with the merged values (what it is, or would be, after the merge). */
export function presentMergedParticipant(
  row: MergeParticipantRow,
  values: MergeFieldValues,
): MergeResult['target'] {
  return {
    participantId: row.participantId,
    firstName: values.firstName,
    lastName: values.lastName,
    dob: values.dob,
    email: values.email,
    phones: values.phones.map((p) => {
      const type = phoneType(p.type);
      return { number: p.number, isPreferred: p.isPreferred, ...(type ? { type } : {}) };
    }),
    status: row.status,
    isActive: row.status === AccountStatus.Active,
    profile: values.profile,
  };
}
