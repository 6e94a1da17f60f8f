import {
  VERIFICATION_METHOD_LABELS,
  type VerificationMethod,
  type VerificationView,
} from '@casework/contract';
import type { VerificationRow } from './verifications.repository.ts';
import { isoOrNull, isoString } from '#src/platform/runtime/iso-string.ts';

export function presentVerification(row: VerificationRow): VerificationView {
  // Rows are only written through the contract enum, so the stored method is one of its values.
  const method = row.method as VerificationMethod;
  return {
    id: row.id,
    participantId: row.participantId,
    participantName: `${row.participantFirstName} ${row.participantLastName}`,
    method,
    methodLabel: VERIFICATION_METHOD_LABELS[method] ?? row.method,
    status: row.status,
    note: row.note,
    requestedBy: row.requestedBy
      ? { id: row.requestedBy, name: row.requestedByName ?? 'Unknown user' }
      : null,
    requestedAt: isoString(row.createdAt),
    decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.decidedByName ?? 'Unknown user' } : null,
    decidedAt: isoOrNull(row.decidedAt),
    decisionNote: row.decisionNote,
  };
}
