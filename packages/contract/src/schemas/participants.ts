import { z } from 'zod';
import { ACCOUNT_STATUS_VALUES, MAX_PHONES, PARTICIPANT_ID_PATTERN, PHONE_TYPES } from '../constants.ts';
import { Email } from '../rules/email.ts';
import { IsoDate } from './common.ts';
import { isValidIsoDate } from '../rules/date-input.ts';
import { phoneDigits } from '../rules/phone.ts';
import { participantIdInput } from '../rules/participant-id.ts';
import { PageQuery, QueryBoolean, pageOf, trimmedText } from './common.ts';

/**
 * The short, typeable participant id (ARCHITECTURE §4), e.g. "P7K3-M9QX"; accepted as people read it out or copy it
 * (any case, without its hyphen, with a space) and written as Casework writes it.
 */
export const ParticipantIdCode = z
  .string()
  .overwrite(participantIdInput)
  .regex(PARTICIPANT_ID_PATTERN, 'Must be a participant id such as P7K3-M9QX')
  .describe('The participant id, e.g. P7K3-M9QX');

export const ParticipantParams = z.object({ participantId: ParticipantIdCode });

export const ParticipantStatus = z
  .union([
    z.literal(ACCOUNT_STATUS_VALUES[0]),
    z.literal(ACCOUNT_STATUS_VALUES[1]),
    z.literal(ACCOUNT_STATUS_VALUES[2]),
  ])
  .describe('Account status: 1 Active, 0 Disabled, -1 Permanently Disabled (final)');

/** A participant's first and last name: trimmed, 1-100 characters. */
const FirstName = trimmedText(100, "Enter the participant's first name");
const LastName = trimmedText(100, "Enter the participant's last name");

/** A phone number as typed; stored as its digits (10, or 11 starting with 1, which is dropped). */
export const PhoneNumberInput = z
  .string()
  .trim()
  .max(40, 'Must be at most 40 characters')
  .refine(
    (s) => {
      const digits = phoneDigits(s);
      return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
    },
    { error: 'Enter a 10-digit phone number, e.g. (907) 555-0142' },
  )
  .describe('Phone number; punctuation is ignored, 10 digits (or 11 starting with 1)');

export const PhoneInput = z.object({
  number: PhoneNumberInput,
  isPreferred: z.boolean().default(false).describe('The number to call first'),
  type: z.enum(PHONE_TYPES).optional().describe('mobile or home'),
});
export type PhoneInput = z.infer<typeof PhoneInput>;

const PhonesInput = z
  .array(PhoneInput)
  .max(MAX_PHONES, `At most ${MAX_PHONES} phone numbers`)
  .refine((phones) => phones.filter((p) => p.isPreferred).length <= 1, {
    error: 'At most one phone number can be preferred',
  })
  .describe('Phone numbers; at most one preferred');

export const PhoneView = z.object({
  number: z.string().describe('Digits only, e.g. 9075550142'),
  isPreferred: z.boolean(),
  type: z.enum(PHONE_TYPES).optional(),
});

/** Nobody on file is older than this: a date of birth more than this many years back is a typing mistake. */
export const MAX_AGE_YEARS = 130;

// The calendar date in the zone that reaches a new day first (UTC+14, Kiritimati). A birth recorded "today" anywhere
// is never refused as being in the future; a later date is.
const EARLIEST_ZONE_OFFSET_MS = 14 * 3_600_000;

/** The latest calendar date (YYYY-MM-DD) that is already today somewhere on earth. */
export function latestTodayOnEarth(now: Date | number = Date.now()): string {
  return new Date(Number(now) + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Why a real YYYY-MM-DD date cannot be a date of birth, or null when it can: not after `today`, and not more than
 * MAX_AGE_YEARS years before it (from 1 January of that year). The web checks against the user's own today before
 * sending; the server against the latest today on earth.
 */
export function dateOfBirthProblem(iso: string, today: string = latestTodayOnEarth()): string | null {
  if (iso > today) return 'Date of birth cannot be in the future';
  const earliestYear = Number(today.slice(0, 4)) - MAX_AGE_YEARS;
  if (iso < `${String(earliestYear).padStart(4, '0')}-01-01`)
    return `Date of birth must be in ${earliestYear} or later`;
  return null;
}

/** A date of birth on a participant record: a real date, not in the future, at most MAX_AGE_YEARS years ago. */
export const DateOfBirth = IsoDate.superRefine((iso, ctx) => {
  if (!isValidIsoDate(iso)) return; // IsoDate has said what is wrong
  const problem = dateOfBirthProblem(iso);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
}).describe(`Date of birth, YYYY-MM-DD: not in the future, and not more than ${MAX_AGE_YEARS} years ago`);

/** POST /participants. */
export const CreateParticipantBody = z
  .object({
    firstName: FirstName.describe('First name'),
    lastName: LastName.describe('Last name'),
    dob: DateOfBirth,
    email: Email.nullable().optional().describe('Contact e-mail address'),
    phones: PhonesInput.optional(),
  })
  .strict();
export type CreateParticipantBody = z.infer<typeof CreateParticipantBody>;

/**
 * PUT /participants/{participantId}: a partial update. Staff may change every field; a participant may change
 * only their own email and phones.
 */
export const UpdateParticipantBody = z
  .object({
    firstName: FirstName.optional().describe('First name'),
    lastName: LastName.optional().describe('Last name'),
    dob: DateOfBirth.optional(),
    email: Email.nullable().optional().describe('Contact e-mail address; null removes it'),
    phones: PhonesInput.optional(),
    status: ParticipantStatus.optional(),
    statusReason: z
      .string()
      .trim()
      .max(500, 'Must be at most 500 characters')
      .optional()
      .describe('Why the status changes; kept in the activity log'),
  })
  .strict();
export type UpdateParticipantBody = z.infer<typeof UpdateParticipantBody>;

/**
 * GET /participants: every filter optional, all of them must match; names match by prefix and similarity, phone by
 * digits.
 */
export const ListParticipantsQuery = PageQuery.extend({
  firstName: z.string().trim().max(100).optional().describe('First name: prefix or similar spelling'),
  lastName: z.string().trim().max(100).optional().describe('Last name: prefix or similar spelling'),
  name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('One name that may be the first or the last: prefix or similar spelling of either'),
  participantId: z
    .string()
    .overwrite(participantIdInput)
    .max(9)
    .regex(/^[2-9A-HJKMNP-TV-Z-]*$/, 'Must be (the start of) a participant id such as P7K3-M9QX')
    .optional()
    .describe('Participant id or its beginning'),
  dob: IsoDate.optional().describe('Date of birth, YYYY-MM-DD'),
  email: z.string().trim().max(320).optional().describe('E-mail address (case-insensitive, exact)'),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((s) => phoneDigits(s).length >= 7, { error: 'Enter at least 7 digits of the phone number' })
    .optional()
    .describe('Phone number; only its digits count'),
  isActive: QueryBoolean.optional().describe(
    'true: active only; false: disabled or permanently disabled only',
  ),
});
export type ListParticipantsQuery = z.infer<typeof ListParticipantsQuery>;

const ParticipantBase = z.object({
  participantId: z.string().describe('Short participant id'),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().describe('YYYY-MM-DD'),
  email: z.string().nullable(),
  phones: z.array(PhoneView),
  isActive: z.boolean().describe('status is Active (1)'),
});

/** A participant as staff see it. */
export const ParticipantStaffView = ParticipantBase.extend({
  status: ParticipantStatus,
  mergedInto: z.string().nullable().describe('Set when this record was merged into another participant'),
  hasAccount: z.boolean().describe('The participant has a sign-in account'),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'ParticipantStaffView' });
export type ParticipantStaffView = z.infer<typeof ParticipantStaffView>;

/** A participant as they see themselves: no status internals beyond isActive. */
export const ParticipantPortalView = ParticipantBase.meta({ id: 'ParticipantPortalView' });
export type ParticipantPortalView = z.infer<typeof ParticipantPortalView>;

/** GET /participants/{participantId}: the staff view for staff, the portal view for the participant. */
export const ParticipantView = z.union([ParticipantStaffView, ParticipantPortalView]);

export const ListParticipantsResponse = pageOf(ParticipantStaffView);

/** GET /participants/check-duplicates. */
export const CheckDuplicatesQuery = z.object({
  firstName: FirstName.describe('First name as typed'),
  lastName: LastName.describe('Last name as typed'),
  dob: IsoDate.describe('Date of birth, YYYY-MM-DD'),
});
export type CheckDuplicatesQuery = z.infer<typeof CheckDuplicatesQuery>;

export const DuplicateCandidate = z
  .object({
    participant: ParticipantStaffView,
    score: z.number().min(0).max(1).describe('How likely the same person, 0-1'),
    reasons: z
      .array(z.string())
      .describe('Why it matched, e.g. "same date of birth", "nickname of Katherine"'),
  })
  .meta({ id: 'DuplicateCandidate' });
export type DuplicateCandidate = z.infer<typeof DuplicateCandidate>;

export const CheckDuplicatesResponse = z.object({
  items: z.array(DuplicateCandidate).describe('Likely duplicates, most likely first'),
  total: z.number().int().min(0),
});
