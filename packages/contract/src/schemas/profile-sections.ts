import { z } from 'zod';
import { COMMUNICATION_PREFERENCES, PROFILE_SECTIONS, type ProfileSection } from '../constants.ts';
import { IsoDate } from './common.ts';
import { Email } from '../rules/email.ts';
import { phoneDigits } from '../rules/phone.ts';
import { US_STATE_MESSAGE, isUsStateCode } from '../rules/us-states.ts';
import { QueryBoolean, trimmedText } from './common.ts';
import { ParticipantIdCode } from './participants.ts';

// SPEC §3 profile sections. Each is a strict object (unknown fields are refused) and every field is optional. Yes/no
// questions have no default on purpose: a question nobody answered stays unanswered rather than being stored as a
// guess ("safe to contact: yes" that nobody said is dangerous). The server validates answers with these schemas and
// serves their JSON Schema (GET /schema/sections), from which the web renders the forms.

/** A phone number inside a profile: punctuation ignored, stored as its 10 digits (a leading 1 is dropped). */
const ProfilePhone = z
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
  .transform((s) => phoneDigits(s).slice(-10))
  .describe('Phone number, 10 digits; punctuation is ignored');

const UsState = z
  .string()
  .trim()
  .toUpperCase()
  // Two letters that name no state ("ZZ") are refused too, with one message.
  .regex(/^[A-Z]{2}$/, { message: 'Use the two-letter state code, e.g. AK', abort: true })
  .refine(isUsStateCode, US_STATE_MESSAGE)
  .describe('Two-letter state code, e.g. AK');
/** `format: "zip-code"` tells a form built from the schema to offer a number keyboard and the browser's autofill. */
const ZipCode = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code like 99501 or 99501-1234')
  .meta({ format: 'zip-code' })
  .describe('ZIP code, 99501 or 99501-1234');

export const PhysicalAddress = z
  .strictObject({
    address: trimmedText(200, 'Enter the street address').describe('Street address'),
    city: trimmedText(100, 'Enter the city or village').describe('City or village'),
    state: UsState,
    zipCode: ZipCode,
  })
  .meta({ title: 'Home address' })
  .describe('The street address of the home, not a PO box');

export const MailingAddress = z
  .strictObject({
    address: trimmedText(200, 'Enter the street address or PO box').describe('Street address or PO box'),
    city: trimmedText(100, 'Enter the city or village').optional().describe('City or village'),
    state: UsState.optional(),
    zipCode: ZipCode,
  })
  .meta({ title: 'Mailing address' })
  .describe('Where mail goes, when not to the home address');

export const PersonalInformation = z
  .strictObject({
    preferredName: trimmedText(100, 'Enter the preferred name')
      .optional()
      .describe('The name to use, when not the first name'),
    middleName: trimmedText(100, 'Enter the middle name').optional().describe('Middle name'),
    suffix: trimmedText(20, 'Enter the suffix, e.g. Jr.').optional().describe('Suffix, e.g. Jr.'),
    gender: trimmedText(50, 'Enter the gender').optional().describe('Self-described, in any words'),
    pronouns: trimmedText(50, 'Enter the pronouns, e.g. she/her')
      .optional()
      .describe('Pronouns, e.g. she/her'),
    primaryLanguage: trimmedText(50, 'Enter the primary language')
      .optional()
      .describe('The preferred language, e.g. Yup’ik'),
    needsInterpreter: z
      .boolean()
      .optional()
      .meta({ title: 'Interpreter needed' })
      .describe('An interpreter is needed to talk with staff'),
    householdSize: z.number().int().min(1).max(50).optional().describe('People in the household'),
    maritalStatus: z
      .enum(['single', 'married', 'partnered', 'separated', 'divorced', 'widowed'])
      .optional()
      .describe('Marital status'),
    isVeteran: z.boolean().optional().meta({ title: 'Veteran' }).describe('Served in the armed forces'),
  })
  .meta({ title: 'Personal information' });

export const ContactInformation = z
  .strictObject({
    physicalAddress: PhysicalAddress.optional(),
    mailAddressIsPhysicalAddress: z
      .boolean()
      .optional()
      .meta({ title: 'Use the home address for mail' })
      .describe('Yes: mail goes to the home address. No: to the mailing address below'),
    mailingAddress: MailingAddress.optional(),
    preferredPhone: ProfilePhone.optional().describe('The number to call first'),
    alternatePhone: ProfilePhone.optional().describe('Another number'),
    preferredEmail: Email.optional().describe('The e-mail address to write to first'),
    workPhone: ProfilePhone.optional().describe('Work phone number'),
    workEmail: Email.optional().describe('Work e-mail address'),
  })
  .meta({ title: 'Contact information' });

export const CommunicationPreferences = z
  .strictObject({
    safeToContact: z
      .boolean()
      .optional()
      .meta({ title: 'Safe to contact' })
      .describe('Yes: staff may call or write first. No: staff only reply to messages, and send no e-mails'),
    bestContactMethod: z.enum(COMMUNICATION_PREFERENCES).optional().describe('E-mail or phone'),
    bestContactTime: trimmedText(100, 'Enter when to call, e.g. weekday mornings')
      .optional()
      .describe('When to call, e.g. weekday mornings'),
    sendMarketing: z
      .boolean()
      .optional()
      .meta({ title: 'Marketing messages' })
      .describe('News about programs and events'),
    newMessageEmail: z
      .boolean()
      .optional()
      .meta({ title: 'E-mail about new messages' })
      .describe('A short e-mail saying a new message is waiting. Sent unless this is No'),
  })
  .meta({ title: 'Communication preferences' });

export const GOVT_ID_TYPES = [
  'drivers-license',
  'state-id',
  'passport',
  'tribal-id',
  'military-id',
  'other',
] as const;

export const IdSection = z
  .strictObject({
    hasGovtId: z
      .boolean()
      .optional()
      .meta({ title: 'Government ID' })
      .describe('Holds a government-issued ID'),
    govtIdType: z.enum(GOVT_ID_TYPES).optional().describe('Kind of ID'),
    govtIdNumber: trimmedText(50, 'Enter the ID number')
      .optional()
      .describe('Sensitive: hidden from staff until they give a reason, which is logged'),
    govtIdIssuer: trimmedText(100, 'Enter who issued the ID')
      .optional()
      .describe('Who issued it, e.g. State of Alaska'),
    // Also the form's hint, where the date is typed as MM/DD/YYYY: its YYYY-MM-DD is said by IsoDate's format: date.
    govtIdExpiry: IsoDate.optional().describe('The last day the ID is valid'),
  })
  .meta({ title: 'Identification' });

export const AlaskaNativeStatus = z
  .strictObject({
    isAlaskaNativeOrAmericanIndian: z
      .boolean()
      .optional()
      .meta({ title: 'Alaska Native or American Indian' })
      .describe('Is Alaska Native or American Indian'),
    tribe: trimmedText(150, 'Enter the tribe').optional().describe('Tribe'),
    tribalEnrollmentNumber: trimmedText(50, 'Enter the enrollment number')
      .optional()
      .describe('Sensitive: hidden from staff until they give a reason, which is logged'),
    village: trimmedText(100, 'Enter the village').optional().describe('Village'),
    regionalCorporation: trimmedText(100, 'Enter the regional corporation')
      .optional()
      .describe('ANCSA regional corporation, e.g. Calista'),
    cibOnFile: z
      .boolean()
      .optional()
      .meta({ title: 'CIB on file' })
      .describe('A Certificate of Degree of Indian Blood is on file'),
  })
  .meta({ title: 'Alaska Native status' });

/** One Zod schema per SPEC §3 profile section. */
export const PROFILE_SECTION_SCHEMAS = {
  personalInformation: PersonalInformation,
  contactInformation: ContactInformation,
  communicationPreferences: CommunicationPreferences,
  id: IdSection,
  alaskaNativeStatus: AlaskaNativeStatus,
} as const satisfies Record<ProfileSection, z.ZodType>;

export interface ProfileSectionInfo {
  title: string;
  description: string;
  /** A participant may change this section themselves. */
  editableByParticipant: boolean;
}

export const PROFILE_SECTION_INFO: Record<ProfileSection, ProfileSectionInfo> = {
  personalInformation: {
    title: 'Personal information',
    description: 'Preferred name, language, household and other personal details.',
    editableByParticipant: false,
  },
  contactInformation: {
    title: 'Contact information',
    description: 'Addresses, phone numbers and e-mail addresses.',
    editableByParticipant: true,
  },
  communicationPreferences: {
    title: 'Communication preferences',
    description: 'Whether, how and when staff may get in touch.',
    editableByParticipant: true,
  },
  id: {
    title: 'Identification',
    description: 'Government-issued ID. The ID number is sensitive.',
    editableByParticipant: false,
  },
  alaskaNativeStatus: {
    title: 'Alaska Native status',
    description: 'Tribe, village, regional corporation and enrollment. The enrollment number is sensitive.',
    editableByParticipant: false,
  },
};

/** Fields ("section.field") that staff see masked unless they give a reason (SPEC §9 sensitive-info access). */
export const SENSITIVE_PROFILE_FIELDS = [
  'id.govtIdNumber',
  'alaskaNativeStatus.tribalEnrollmentNumber',
] as const;
export type SensitiveProfileField = (typeof SENSITIVE_PROFILE_FIELDS)[number];

export const MASK_PREFIX = '••••';

/** "•••• 1234": the last four characters of a sensitive value (nothing of a value of four or fewer). */
export function maskSensitiveValue(value: string): string {
  return value.length > 4 ? `${MASK_PREFIX} ${value.slice(-4)}` : MASK_PREFIX;
}

/** The sections of a profile: any subset, each validated whole against its schema. */
export const ProfileSectionsInput = z
  .strictObject({
    personalInformation: PersonalInformation.optional(),
    contactInformation: ContactInformation.optional(),
    communicationPreferences: CommunicationPreferences.optional(),
    id: IdSection.optional(),
    alaskaNativeStatus: AlaskaNativeStatus.optional(),
  })
  .refine((sections) => Object.values(sections).some((s) => s !== undefined), {
    error: `Give at least one section: ${PROFILE_SECTIONS.join(', ')}`,
  });
export type ProfileSectionsInput = z.infer<typeof ProfileSectionsInput>;

/** POST /participants/{id}/profile (creates) and PUT (each given section replaces the stored one whole). */
export const SaveProfileBody = z.strictObject({ sections: ProfileSectionsInput });
export type SaveProfileBody = z.infer<typeof SaveProfileBody>;

export const PROFILE_REVEAL_REASON_MIN_LENGTH = 5;

/** GET /participants/{id}/profile: staff see sensitive fields masked unless reveal=true with a reason. */
export const ProfileQuery = z
  .object({
    reveal: QueryBoolean.optional().describe(
      'Staff: show sensitive fields unmasked (needs a reason; logged)',
    ),
    reason: z
      .string()
      .trim()
      .min(
        PROFILE_REVEAL_REASON_MIN_LENGTH,
        `Give a reason of at least ${PROFILE_REVEAL_REASON_MIN_LENGTH} characters`,
      )
      .max(500, 'Must be at most 500 characters')
      .optional()
      .describe('Why the sensitive fields are needed; written to the activity log'),
  })
  .superRefine((q, ctx) => {
    if (q.reveal === true && q.reason === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give a reason to reveal sensitive information',
      });
  });
export type ProfileQuery = z.infer<typeof ProfileQuery>;

export const ProfileParams = z.object({ participantId: ParticipantIdCode });

export const ParticipantProfileView = z
  .object({
    participantId: z.string(),
    sections: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .describe('Saved sections keyed by name; see GET /schema/sections for their fields'),
    updatedAt: z.string().nullable().describe('When the profile last changed; null if never saved'),
    masked: z.array(z.string()).describe('Fields shown masked, as "section.field"'),
  })
  .meta({ id: 'ParticipantProfile' });
export type ParticipantProfileView = z.infer<typeof ParticipantProfileView>;

export const SchemaSectionView = z
  .object({
    name: z.enum(PROFILE_SECTIONS),
    title: z.string(),
    description: z.string(),
    schema: z.record(z.string(), z.unknown()).describe('JSON Schema (draft 2020-12) of the section'),
    sensitiveFields: z.array(z.string()).describe('Fields of this section masked for staff'),
    editableByParticipant: z.boolean(),
  })
  .meta({ id: 'SchemaSection' });
export type SchemaSectionView = z.infer<typeof SchemaSectionView>;

export const ListSchemaSectionsResponse = z.object({
  items: z.array(SchemaSectionView),
  total: z.number().int().min(0),
});
