import type { VerificationMethod } from '@casework/contract';
import type { Db } from '../client.ts';
import { participantVerifications } from '../schema/index.ts';
import { demoId } from './demo-ids.ts';
import { participantsByName, userIdsByEmail } from './demo-lookups.ts';

/**
 * Identity verifications of demo participants, as staff requested and decided them: verified, waiting in the
 * queue, and one refused with the reason. Deterministic ids, times relative to the seeding moment; idempotent.
 */

type StaffEmail = `${string}@example.org`;

interface DemoVerification {
  key: string;
  participant: string;
  method: VerificationMethod;
  note: string;
  requestedBy: StaffEmail;
  /** Days before the seeding moment that it was requested. */
  daysAgo: number;
  decision?: { status: 'verified' | 'rejected'; by: StaffEmail; hoursLater: number; note: string };
}

export const DEMO_VERIFICATIONS: readonly DemoVerification[] = [
  {
    key: 'lena-tribal-id',
    participant: 'Lena Andrews',
    method: 'in-person-tribal-id',
    note: 'At the enrollment office to renew her tribal ID card',
    requestedBy: 'p.active@example.org',
    daysAgo: 21,
    decision: {
      status: 'verified',
      by: 'g.john@example.org',
      hoursLater: 1,
      note: 'Tribal ID card seen; the photo and date of birth match the record.',
    },
  },
  {
    key: 'joseph-video-call',
    participant: 'Joseph Nicolai',
    method: 'video-call',
    note: 'Before enrolling his newborn daughter. He works days: a video call after 5 pm suits him.',
    requestedBy: 'p.active@example.org',
    daysAgo: 3,
  },
  {
    key: 'ella-id-photo',
    participant: 'Ella Kameroff',
    method: 'document-upload',
    note: 'Photo of her state ID, e-mailed with the rental agreement for the deposit help',
    requestedBy: 'w.frank@example.org',
    daysAgo: 15,
    decision: {
      status: 'rejected',
      by: 'n.pete@example.org',
      hoursLater: 4,
      note: 'The photo is too blurry to read the date of birth. Asked her to bring the card to the office.',
    },
  },
  {
    key: 'ella-in-person',
    participant: 'Ella Kameroff',
    method: 'in-person-government-id',
    note: 'Came to the front desk with her Alaska driver license',
    requestedBy: 'w.frank@example.org',
    daysAgo: 14.5,
    decision: {
      status: 'verified',
      by: 'w.frank@example.org',
      hoursLater: 0.25,
      note: 'Driver license checked; name and date of birth match.',
    },
  },
  {
    key: 'thomas-known',
    participant: 'Thomas Wassillie',
    method: 'known-to-staff',
    note: 'Left his birth certificate at the front desk; Daniel has known him for years',
    requestedBy: 'staff@example.org',
    daysAgo: 11,
    decision: {
      status: 'verified',
      by: 'supervisor@example.org',
      hoursLater: 20,
      note: 'Confirmed with Daniel, who has worked with Thomas since 2019.',
    },
  },
  {
    key: 'sarah-government-id',
    participant: 'Sarah Johnson',
    method: 'in-person-government-id',
    note: 'For her LIHEAP file: she brings a photo ID to her appointment on Thursday',
    requestedBy: 'n.pete@example.org',
    daysAgo: 2,
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Seeds the demo verifications (idempotent). Answers how many it created. */
export async function seedDemoVerifications(db: Db, now: Date = new Date()): Promise<{ created: number }> {
  const userIds = await userIdsByEmail(
    db,
    DEMO_VERIFICATIONS.flatMap((v) => (v.decision ? [v.requestedBy, v.decision.by] : [v.requestedBy])),
  );
  const participantOf = await participantsByName(db);
  const rows = DEMO_VERIFICATIONS.flatMap((spec, i): (typeof participantVerifications.$inferInsert)[] => {
    const participantId = participantOf.get(spec.participant)?.participantId;
    if (!participantId) return [];
    const requestedAt = now.getTime() - spec.daysAgo * DAY;
    const { decision } = spec;
    return [
      {
        id: demoId(`verification:${spec.key}`, i),
        participantId,
        method: spec.method,
        note: spec.note,
        requestedBy: userIds.get(spec.requestedBy) ?? null,
        createdAt: new Date(requestedAt),
        status: decision?.status ?? 'pending',
        decidedBy: decision ? (userIds.get(decision.by) ?? null) : null,
        decidedAt: decision
          ? new Date(Math.min(requestedAt + decision.hoursLater * HOUR, now.getTime()))
          : null,
        decisionNote: decision?.note ?? null,
      },
    ];
  });
  if (rows.length === 0) return { created: 0 };
  const created = await db
    .insert(participantVerifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: participantVerifications.id });
  return { created: created.length };
}
