import { z } from 'zod';
import { PERMISSION_VALUES, ROLES } from '../constants.ts';
import { Uuid } from './common.ts';

/** The session object the web app receives from GET /api/auth/session (SPEC §3 Session). */
export const AppSession = z
  .object({
    user: z.object({
      id: Uuid,
      name: z.string(),
      email: z.string(),
      kind: z.enum(['staff', 'participant']),
    }),
    expires: z.string().describe('When the session cookie expires (ISO 8601)'),
    accessToken: z.string().describe('Bearer token for the API'),
    accessTokenExpiry: z.string().describe('When accessToken expires (ISO 8601)'),
    signoutURL: z.string().describe('Where the app goes after an API 401'),
    participantId: z.string().optional().describe('Present for participants only'),
    apiBaseUrl: z.string().describe('Base address of the JSON API'),
  })
  .meta({ id: 'AppSession' });
export type AppSession = z.infer<typeof AppSession>;

export const TeamMembershipSummary = z.object({
  id: Uuid,
  name: z.string(),
  roles: z.array(z.string()).describe('Names of the team roles the user holds in this team'),
  permissions: z.array(z.enum(PERMISSION_VALUES)),
});

/** GET /api/v1/auth/me (SPEC §6: authorization result fields roles and teams). */
export const AuthMeResponse = z
  .object({
    userId: Uuid,
    kind: z.enum(['staff', 'participant']),
    staffMemberId: Uuid.nullable(),
    participantId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.enum(ROLES)),
    teams: z.array(TeamMembershipSummary),
    permissions: z.array(z.enum(PERMISSION_VALUES)).describe('Union of permissions over all teams'),
  })
  .meta({ id: 'AuthMe' });
export type AuthMeResponse = z.infer<typeof AuthMeResponse>;
