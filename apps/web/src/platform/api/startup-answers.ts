import {
  API_BASE_PATH,
  PERMISSION_VALUES,
  PLUGIN_KEYS,
  ROLES,
  type AppSession,
  type AuthMeResponse,
  type PluginListResponse,
} from '@casework/contract';
import {
  answerSchema,
  arrayOf,
  bool,
  nonEmptyText,
  nullable,
  objectOf,
  oneOf,
  optional,
  recordOf,
  text,
  uuid,
  withFallback,
  type Check,
} from './answer-checks.ts';

/** Where the app goes after an API 401 when the session does not say. */
export const DEFAULT_SIGNOUT_URL = '/sign-in?error=SessionRequired';

const USER_KINDS = ['staff', 'participant'] as const;

/**
 * GET /api/auth/session, as the contract's AppSession, but lenient where the server may leave a field out: a missing
 * base address or sign-out URL has a safe default.
 */
const appSession: Check<AppSession> = objectOf({
  user: objectOf({ id: uuid, name: text, email: text, kind: oneOf(USER_KINDS) }),
  expires: text,
  accessToken: text,
  accessTokenExpiry: text,
  signoutURL: withFallback(nonEmptyText, DEFAULT_SIGNOUT_URL),
  participantId: optional(text),
  apiBaseUrl: withFallback(nonEmptyText, API_BASE_PATH),
});
export const SessionAnswer = answerSchema(appSession);

/** GET /api/auth/csrf */
export const CsrfAnswer = answerSchema(objectOf({ csrfToken: nonEmptyText }));

export interface AuthProvider {
  id: string;
  name: string;
  type: string;
  [field: string]: unknown;
}
/** GET /api/auth/providers: each provider keeps every field the server sends. */
export const ProvidersAnswer = answerSchema<Record<string, AuthProvider>>(
  recordOf(objectOf({ id: text, name: text, type: text }, { loose: true })),
);

/** GET /api/v1/auth/me, as the contract's AuthMeResponse. */
const authMe: Check<AuthMeResponse> = objectOf({
  userId: uuid,
  kind: oneOf(USER_KINDS),
  staffMemberId: nullable(uuid),
  participantId: nullable(text),
  firstName: text,
  lastName: text,
  email: text,
  roles: arrayOf(oneOf(ROLES)),
  teams: arrayOf(
    objectOf({ id: uuid, name: text, roles: arrayOf(text), permissions: arrayOf(oneOf(PERMISSION_VALUES)) }),
  ),
  permissions: arrayOf(oneOf(PERMISSION_VALUES)),
});
export const AuthMeAnswer = answerSchema(authMe);

/** GET /api/admin/plugins, as the contract's PluginListResponse. */
const pluginList: Check<PluginListResponse> = objectOf({
  items: arrayOf(objectOf({ key: oneOf(PLUGIN_KEYS), name: text, description: text, enabled: bool })),
});
export const PluginListAnswer = answerSchema(pluginList);
