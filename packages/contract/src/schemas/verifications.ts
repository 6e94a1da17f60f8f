import { z } from 'zod';
import { PageQuery, Uuid, pageOf } from './common.ts';
import { ParticipantIdCode } from './participants.ts';

/** How a participant's identity was (or is to be) checked. */
export const VERIFICATION_METHODS = [
  'in-person-government-id',
  'in-person-tribal-id',
  'passphrase-by-phone',
  'video-call',
  'document-upload',
  'known-to-staff',
] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** What the screens show for each method. */
export const VERIFICATION_METHOD_LABELS: Readonly<Record<VerificationMethod, string>> = {
  'in-person-government-id': 'In person, government photo ID',
  'in-person-tribal-id': 'In person, tribal ID card',
  'passphrase-by-phone': 'Passphrase over the phone',
  'video-call': 'Video call with photo ID',
  'document-upload': 'Uploaded document reviewed',
  'known-to-staff': 'Known personally to staff',
};

/** Verification states: pending -> verified | rejected; a decided verification is final. */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What the screens show for each state. */
export const VERIFICATION_STATUS_LABELS: Readonly<Record<VerificationStatus, string>> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const VerificationMethodSchema = z
  .enum(VERIFICATION_METHODS)
  .describe('How the identity is checked: ' + VERIFICATION_METHODS.join(', '));
export const VerificationStatusSchema = z
  .enum(VERIFICATION_STATUSES)
  .describe('pending, verified or rejected');

/** The longest note on a verification's request or decision. */
export const VERIFICATION_NOTE_MAX_CHARS = 2000;

const VerificationNote = z
  .string()
  .trim()
  .max(VERIFICATION_NOTE_MAX_CHARS, `Must be at most ${VERIFICATION_NOTE_MAX_CHARS} characters`)
  .describe(`A free-text note (at most ${VERIFICATION_NOTE_MAX_CHARS} characters)`);

/** A staff member (or user) who acted on a verification. */
export const VerificationActor = z.object({
  id: Uuid.describe('The user id of the person who acted'),
  name: z.string().describe('Their display name'),
});

export const VerificationView = z
  .object({
    id: Uuid,
    participantId: z.string(),
    participantName: z.string().describe('First and last name of the participant'),
    method: VerificationMethodSchema,
    methodLabel: z.string().describe('The method as the screens show it'),
    status: VerificationStatusSchema,
    note: z.string().describe('Note given when the verification was requested'),
    requestedBy: VerificationActor.nullable(),
    requestedAt: z.string().describe('When the verification was requested (ISO 8601)'),
    decidedBy: VerificationActor.nullable(),
    decidedAt: z.string().nullable().describe('When it was verified or rejected (ISO 8601)'),
    decisionNote: z.string().nullable().describe('Note given with the decision'),
  })
  .meta({ id: 'Verification' });
export type VerificationView = z.infer<typeof VerificationView>;

export const ParticipantVerificationsParams = z.object({ participantId: ParticipantIdCode });
export const VerificationParams = z.object({
  participantId: ParticipantIdCode,
  verificationId: Uuid.describe('The verification id'),
});

/** GET /participants/{participantId}/verifications: newest first. */
export const ListParticipantVerificationsQuery = PageQuery;
/** GET /participants/verifications: the staff queue, oldest first. */
export const VerificationQueueQuery = PageQuery.extend({
  status: VerificationStatusSchema.default('pending').describe(
    'Which verifications to list (default pending)',
  ),
});
export const ListVerificationsResponse = pageOf(VerificationView);

export const CreateVerificationBody = z.object({
  method: VerificationMethodSchema,
  note: VerificationNote.optional(),
});
export type CreateVerificationBody = z.infer<typeof CreateVerificationBody>;

export const DecideVerificationBody = z.object({
  status: z.enum(['verified', 'rejected']).describe('The decision: verified or rejected'),
  note: VerificationNote.optional(),
});
export type DecideVerificationBody = z.infer<typeof DecideVerificationBody>;
