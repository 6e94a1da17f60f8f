import type { Permission } from '@casework/contract';

/** What each permission lets a role's holders do, in words an administrator can weigh. */
export const PERMISSION_LABELS: Record<Permission, { label: string; description: string }> = {
  'TeamInbox.Access': {
    label: 'Team inbox access',
    description: 'Read and answer the shared inbox of each team where the role is held (TeamInbox.Access).',
  },
  'Directory.Edit': {
    label: 'Edit the service directory',
    description:
      'Add and change services, their locations, schedules, contacts and categories, and import HSDS data (Directory.Edit).',
  },
};
