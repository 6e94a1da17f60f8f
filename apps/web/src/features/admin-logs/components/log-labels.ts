import type { ActivityLogKind, LogCategoryCode } from '@casework/contract';

/** Readable names of the SPEC §9 user-action category codes. */
export const CATEGORY_LABELS: Record<LogCategoryCode, string> = {
  USERNAV: 'Navigation',
  MSG_THREAD: 'Message threads',
  TEAM_MSG: 'Team messages',
  SVC_SEARCH: 'Service searches',
  SVC_NAV: 'Service directory visits',
};

/** Readable names of the activity-log kinds. */
export const KIND_LABELS: Record<ActivityLogKind, string> = {
  'sensitive-info-access': 'Sensitive-info access',
  'message-created': 'Message created',
  'thread-assigned': 'Thread assigned',
  'thread-referred': 'Thread referred',
  'participant-merged': 'Participants merged',
  'participant-status-changed': 'Participant status changed',
  'thread-deleted': 'Thread deleted',
  'team-created': 'Team created',
  'team-updated': 'Team updated',
  'team-deleted': 'Team deleted',
  'team-members-changed': 'Team members changed',
  'team-roles-changed': 'Team roles changed',
  'staff-account-created': 'Staff account created',
  'staff-account-updated': 'Staff account updated',
  'staff-status-changed': 'Staff account activated or deactivated',
  'staff-password-reset': 'Staff password reset',
  'application-changed': 'Application changed',
  'help-link-changed': 'Help link changed',
  'plugin-changed': 'Plugin switched on or off',
  'service-changed': 'Service directory changed',
  'service-directory-imported': 'Service directory imported (HSDS)',
  'service-recommended': 'Service recommended',
  'webhook-changed': 'Webhook changed',
};

export const SENSITIVE_KIND: ActivityLogKind = 'sensitive-info-access';

/** The kind filter's choices, grouped: casework first, then administration. */
export const KIND_GROUPS: { group: string; kinds: readonly ActivityLogKind[] }[] = [
  {
    group: 'Casework',
    kinds: [
      'sensitive-info-access',
      'message-created',
      'thread-assigned',
      'thread-referred',
      'thread-deleted',
      'participant-merged',
      'participant-status-changed',
      'service-recommended',
    ],
  },
  {
    group: 'Service directory',
    kinds: ['service-changed', 'service-directory-imported'],
  },
  {
    group: 'Administration',
    kinds: [
      'team-created',
      'team-updated',
      'team-deleted',
      'team-members-changed',
      'team-roles-changed',
      'staff-account-created',
      'staff-account-updated',
      'staff-status-changed',
      'staff-password-reset',
      'webhook-changed',
      'application-changed',
      'help-link-changed',
      'plugin-changed',
    ],
  },
];
