/** Business constants of SPEC.md §3 and §9, shared by the server and the web app. */

export const API_VERSION = '1.0';
export const API_BASE_PATH = '/api/v1';

/** SPEC §3/§9: account status values. */
export const AccountStatus = { Active: 1, Disabled: 0, PermanentlyDisabled: -1 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];
export const ACCOUNT_STATUS_VALUES = [1, 0, -1] as const;
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  1: 'Active',
  0: 'Disabled',
  [-1]: 'Permanently Disabled',
};

/** Roles (SPEC §6 names Administrator and Supervisor; ARCHITECTURE adds Staff and Participant). */
export const ROLES = ['Administrator', 'Supervisor', 'Staff', 'Participant'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['Administrator', 'Supervisor', 'Staff'] as const satisfies readonly Role[];

/** Permissions granted through team roles. */
export const PERMISSIONS = {
  TeamInboxAccess: 'TeamInbox.Access',
  /** Write the service directory (administrators may always). */
  DirectoryEdit: 'Directory.Edit',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const PERMISSION_VALUES = [PERMISSIONS.TeamInboxAccess, PERMISSIONS.DirectoryEdit] as const;

/**
 * What each permission lets a role's holders do, in words for people: the role dialog, the roles list and the
 * activity log show these, never the code ("TeamInbox.Access") itself.
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, { label: string; description: string }>> = {
  'TeamInbox.Access': {
    label: 'Team inbox access',
    description: 'Read and answer the shared inbox of each team where the role is held.',
  },
  'Directory.Edit': {
    label: 'Edit the service directory',
    description:
      'Add and change services, their locations, schedules, contacts and categories, and import HSDS data.',
  },
};

/** SPEC §9: user-action log category codes. */
export const LOG_CATEGORY_CODES = ['USERNAV', 'MSG_THREAD', 'TEAM_MSG', 'SVC_SEARCH', 'SVC_NAV'] as const;
export type LogCategoryCode = (typeof LOG_CATEGORY_CODES)[number];

/** SPEC §9: activity-log entry kinds. */
export const ACTIVITY_KINDS = [
  'sensitive-info-access',
  'message-created',
  'thread-assigned',
  'thread-referred',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Every kind of activity-log entry: the SPEC §9 kinds, then what administrators and staff do to records and the
 * organisation (merges, status changes, team and account administration), so one log answers "who did what".
 */
export const ACTIVITY_LOG_KINDS = [
  ...ACTIVITY_KINDS,
  'participant-created',
  'participant-deleted',
  'participant-merged',
  'participant-status-changed',
  'thread-deleted',
  'team-created',
  'team-updated',
  'team-deleted',
  'team-members-changed',
  'team-roles-changed',
  'staff-account-created',
  'staff-account-updated',
  'staff-status-changed',
  'staff-password-reset',
  'application-changed',
  'help-link-changed',
  'plugin-changed',
  'service-changed',
  'service-directory-imported',
  'service-recommended',
  'webhook-changed',
] as const;
export type ActivityLogKind = (typeof ACTIVITY_LOG_KINDS)[number];

/** The rows one CSV export of a log may hold; a wider range is refused with advice to narrow it. */
export const LOG_EXPORT_MAX_ROWS = 50_000;

/** The most phone numbers a participant record keeps. */
export const MAX_PHONES = 10;

/** SPEC §9: the file category that receives a merged participant's message files. */
export const MERGED_PARTICIPANT_MESSAGE_FILES_CATEGORY = 'mergedparticipantmessagefiles';

/** SPEC §9: local storage key prefix and keys. */
export const STORAGE_KEY_PREFIX = 'my-CITC_';
export const STORAGE_KEYS = {
  staffUser: `${STORAGE_KEY_PREFIX}staffUser`,
  teamMemberData: `${STORAGE_KEY_PREFIX}teamMemberData`,
} as const;
/** Session storage key holding the plugin list for the browser session (SPEC §2). */
export const PLUGIN_CACHE_KEY = `${STORAGE_KEY_PREFIX}plugins`;

/** SPEC §4/§9: refresh the session this long before the access token expires. */
export const SESSION_REFRESH_MARGIN_MS = 10 * 60 * 1000;
/** SPEC §9: link prefetch margin. */
export const LINK_PREFETCH_MARGIN = '200px';

/** SPEC §6: placeholder sent when an access token is missing. */
export const UNDEFINED_TOKEN = 'UNDEFINED TOKEN';

/** SPEC §3 enumerations. */
export const COMMUNICATION_PREFERENCES = ['email', 'phone'] as const;
export const PHONE_TYPES = ['mobile', 'home'] as const;
/** The categories a participant's files are offered under (any other a file already has is kept). */
export const PARTICIPANT_FILE_CATEGORIES = ['identity', 'income', 'housing', 'health', 'other'] as const;
export type OfferedFileCategory = (typeof PARTICIPANT_FILE_CATEGORIES)[number];
export const OWNER_TYPES = ['personal', 'team'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];
export const SERVICE_CATEGORY_OTHER = 'Other';
/** SPEC §3: fixed identifiers for the preferred e-mail and preferred phone contact fields. */
export const PREFERRED_EMAIL_ID = 'preferredEmail';
export const PREFERRED_PHONE_ID = 'preferredPhone';
/** SPEC §3: schedule display template. */
export const SCHEDULE_DISPLAY_TEMPLATE = '[byDay] - [opensAt] to [closesAt]';

/** Profile sections of SPEC §3, in display order. */
export const PROFILE_SECTIONS = [
  'personalInformation',
  'contactInformation',
  'communicationPreferences',
  'id',
  'alaskaNativeStatus',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Product areas that plugins switch on or off (SPEC §2 plugin list). */
export const PLUGIN_KEYS = [
  'participants',
  'inbox',
  'teamInbox',
  'quickMessages',
  'serviceDirectory',
  'webhooks',
  'adminLogs',
] as const;
export type PluginKey = (typeof PLUGIN_KEYS)[number];

/** The organisation's default time zone (ARCHITECTURE §4). */
export const DEFAULT_TIME_ZONE = 'America/Anchorage';

/** List paging defaults (ARCHITECTURE §4). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** A thread with a team belongs to the team inbox; one without is a personal thread of its owner. */
export const THREAD_KINDS = ['team', 'personal'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
/** Who wrote a message. */
export const MESSAGE_AUTHOR_KINDS = ['participant', 'staff'] as const;
export type MessageAuthorKind = (typeof MESSAGE_AUTHOR_KINDS)[number];

/** Thread events a live stream carries (each only to those who may see the thread). */
export const LIVE_EVENT_TYPES = [
  'thread.created',
  'thread.deleted',
  'message.created',
  'message.files_changed',
  'thread.assigned',
  'thread.referred',
  'thread.archived',
  'thread.unarchived',
  'thread.read',
  'thread.unread',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** A participant id as Casework issues it: two groups of four, no 0, 1, I, L, O or U (e.g. P7K3-M9QX). */
export const PARTICIPANT_ID_PATTERN = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;
