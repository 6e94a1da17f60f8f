import { z } from 'zod';
import { trimmedText } from './common.ts';
import { ParticipantIdCode } from './participants.ts';

export const PASSPHRASE_MIN_LENGTH = 3;
export const PASSPHRASE_MAX_LENGTH = 100;
/** Staff reading a passphrase give a reason of at least this many characters (it goes to the activity log). */
export const SENSITIVE_REASON_MIN_LENGTH = 5;

export const PassphraseParams = z.object({ participantId: ParticipantIdCode });

export const ReadPassphraseQuery = z.object({
  reason: z
    .string()
    .trim()
    .min(SENSITIVE_REASON_MIN_LENGTH, `Must be at least ${SENSITIVE_REASON_MIN_LENGTH} characters`)
    .max(500, 'Must be at most 500 characters')
    .optional()
    .describe('Why the passphrase is read; required for staff, recorded in the activity log'),
});

export const PassphraseView = z
  .object({
    passphrase: z.string().describe('The passphrase in clear'),
    hint: z.string(),
    updatedAt: z.string().describe('When it was last set (ISO 8601)'),
  })
  .meta({ id: 'Passphrase' });
export type PassphraseView = z.infer<typeof PassphraseView>;

/** What a create or replace answers: never the passphrase itself. */
export const PassphraseSaved = z
  .object({ hint: z.string(), updatedAt: z.string().describe('When it was set (ISO 8601)') })
  .meta({ id: 'PassphraseSaved' });

export const SetPassphraseBody = z.object({
  passphrase: z
    .string()
    .trim()
    .min(PASSPHRASE_MIN_LENGTH, `Must be at least ${PASSPHRASE_MIN_LENGTH} characters`)
    .max(PASSPHRASE_MAX_LENGTH, `Must be at most ${PASSPHRASE_MAX_LENGTH} characters`)
    .describe('The spoken passphrase (3-100 characters); stored encrypted'),
  hint: z
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .optional()
    .describe('A reminder, shown in clear'),
});
export type SetPassphraseBody = z.infer<typeof SetPassphraseBody>;

export const CheckPassphraseBody = z.object({
  attempt: trimmedText(PASSPHRASE_MAX_LENGTH * 2, 'Enter what the caller said').describe(
    'What the caller said; compared ignoring case and spacing',
  ),
});
export const CheckPassphraseResponse = z
  .object({ matches: z.boolean().describe('Whether the attempt matches the stored passphrase') })
  .meta({ id: 'PassphraseCheck' });
