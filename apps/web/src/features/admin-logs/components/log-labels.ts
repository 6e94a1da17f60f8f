import type { ActivityLogKind } from '@casework/contract';

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
      'participant-created',
      'participant-deleted',
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
