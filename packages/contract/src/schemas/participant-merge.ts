import { ParticipantIdCode } from './participants.ts';
import { z } from 'zod';
import { PHONE_TYPES, PROFILE_SECTIONS } from '../constants.ts';
import { QueryBoolean } from './common.ts';

export const MergeParticipantsParams = z.object({
  targetId: ParticipantIdCode.describe('The participant who survives and keeps their id'),
  sourceId: ParticipantIdCode.describe('The participant merged away (becomes Permanently Disabled)'),
});

export const MergeParticipantsQuery = z.object({
  dryRun: QueryBoolean.optional().describe('true: answer the preview of the merge and change nothing'),
});

/** The participant fields a merge can take from either side. */
export const MERGE_PARTICIPANT_FIELDS = ['firstName', 'lastName', 'dob', 'email', 'phones'] as const;

const profileFieldPath = new RegExp(
  `^profile\\.(${PROFILE_SECTIONS.join('|')})(\\.[A-Za-z][A-Za-z0-9]{0,63})?$`,
);

/** firstName, lastName, dob, email, phones, profile.<section> or profile.<section>.<field>. */
export const MergeFieldPath = z
  .string()
  .refine(
    (path) => (MERGE_PARTICIPANT_FIELDS as readonly string[]).includes(path) || profileFieldPath.test(path),
    'Not a field a merge can choose: use firstName, lastName, dob, email, phones, profile.<section> or profile.<section>.<field>',
  )
  .describe('A participant field or a profile section/field, e.g. profile.contactInformation.preferredEmail');

export const MergeParticipantsBody = z
  .object({
    fields: z
      .record(MergeFieldPath, z.enum(['target', 'source']))
      .default({})
      .describe(
        "Per field, whose value survives. A field left out keeps the target's value, or takes the source's when the target has none. " +
          'phones is the exception: both lists are kept (each number once), and the choice says whose preferred number stays preferred.',
      ),
  })
  .describe('Which value survives for each field');
export type MergeParticipantsBody = z.infer<typeof MergeParticipantsBody>;

export const MergedParticipantSummary = z
  .object({
    participantId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string().describe('YYYY-MM-DD'),
    email: z.string().nullable(),
    phones: z.array(
      z.object({ number: z.string(), isPreferred: z.boolean(), type: z.enum(PHONE_TYPES).optional() }),
    ),
    status: z.number().int().describe('Account status: 1 Active, 0 Disabled, -1 Permanently Disabled'),
    isActive: z.boolean(),
    profile: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .describe('Profile sections after the merge'),
  })
  .meta({ id: 'MergedParticipantSummary' });

export const MergeResult = z
  .object({
    dryRun: z.boolean().describe('true when this is a preview and nothing changed'),
    target: MergedParticipantSummary.describe(
      'The surviving participant (as it is, or would be, after the merge)',
    ),
    source: z.object({
      participantId: z.string(),
      status: z.number().int().describe('-1 (Permanently Disabled) after the merge'),
      mergedInto: z.string().nullable(),
    }),
    moved: z
      .record(z.string(), z.number().int().min(0))
      .describe(
        'Rows moved (or that would move) to the target, per kind: files, verifications, activityLogs, ...',
      ),
    fields: z
      .record(z.string(), z.enum(['target', 'source']))
      .describe('Whose value survived, for every field where the two differ'),
  })
  .meta({ id: 'MergeResult' });
export type MergeResult = z.infer<typeof MergeResult>;
