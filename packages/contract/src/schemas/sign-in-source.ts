import { z } from 'zod';
import { ACCOUNT_STATUS_VALUES } from '../constants.ts';
import { Email } from '../rules/email.ts';
import { ParticipantIdCode } from './participants.ts';

/** How a participant signs in: e-mail and password, an OIDC provider, or not at all (account disabled). */
export const SIGN_IN_SOURCES = ['credentials', 'oidc', 'none'] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];

export const SignInSourceParams = z.object({ participantId: ParticipantIdCode });

export const SignInSourceOption = z
  .object({
    id: z.enum(['credentials', 'oidc']),
    name: z.string().describe('What the screens show, e.g. "E-mail and password"'),
    current: z.boolean().describe('Whether the participant signs in this way now'),
  })
  .meta({ id: 'SignInSourceOption' });
export const ListSignInSourcesResponse = z.object({
  items: z.array(SignInSourceOption),
  total: z.number().int().min(0),
});

export const ParticipantSignInSourceView = z
  .object({
    source: z.enum(SIGN_IN_SOURCES),
    email: z.string().nullable().describe('The e-mail of the sign-in account, null when there is none'),
    hasPassword: z.boolean(),
    accountStatus: z
      .union(ACCOUNT_STATUS_VALUES.map((v) => z.literal(v)))
      .describe('1 Active, 0 Disabled, -1 Permanently Disabled'),
    lastSignInAt: z.string().nullable().describe('When the participant last signed in (ISO 8601)'),
  })
  .meta({ id: 'ParticipantSignInSource' });
export type ParticipantSignInSourceView = z.infer<typeof ParticipantSignInSourceView>;

export const UpdateSignInSourceBody = z.object({
  source: z.enum(SIGN_IN_SOURCES).describe("'none' disables the account and ends its sessions at once"),
  email: Email.optional().describe('The sign-in e-mail; required to create an account'),
});
export type UpdateSignInSourceBody = z.infer<typeof UpdateSignInSourceBody>;
