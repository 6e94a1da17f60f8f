import { Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useRef, useState } from 'react';
import { newMessageHref } from '../../../platform/links/new-message-link.ts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { hasRole, type CurrentUser } from '../../../platform/session/roles.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { lazyWithRetry } from '../../../platform/ui/lazy-with-retry.ts';
import type { InboxSearch } from './inbox-search-params.ts';
import { TeamMemberInboxesButton, supervisedMemberName, useSupervisedTeams } from './inbox-team-members.tsx';
import { NewMessageButton } from './inbox-toolbar.tsx';
import { UserInboxPage } from './inbox-user-page.tsx';

/** The popover of team member inboxes (with Mantine's popover and positioning code), loaded for supervisors only. */
const LoadedTeamMemberInboxesMenu = lazyWithRetry(async () => ({
  default: (await import('./team-member-inboxes-menu.tsx')).TeamMemberInboxesMenu,
}));

/**
 * While the popover's code loads, its button stands alone: a click on it opens the popover once loaded, and the
 * keyboard focus on it moves to the loaded button.
 */
function TeamMemberInboxesMenu({ user }: { user: CurrentUser }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholderFocused = useRef(false);
  return (
    <Suspense
      fallback={
        <TeamMemberInboxesButton
          onClick={() => setOpenOnLoad(true)}
          onFocus={() => {
            placeholderFocused.current = true;
          }}
          onBlur={() => {
            placeholderFocused.current = false;
          }}
        />
      }
    >
      <LoadedTeamMemberInboxesMenu
        user={user}
        initiallyOpened={openOnLoad}
        placeholderFocused={placeholderFocused}
      />
    </Suspense>
  );
}

export interface InboxPageProps {
  archive: boolean;
  search: InboxSearch;
}

/** /staff/inbox: the caller's own threads (assigned to them, or personal threads they own). */
export function StaffInboxPage({ archive, search }: InboxPageProps) {
  const session = useAuthenticatedSession();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const userId = session.user.id;
  const href = newMessageHref({ area: 'staff', userId });
  return (
    <UserInboxPage
      kind="staff-inbox"
      userId={userId}
      archive={archive}
      search={search}
      title="Inbox"
      description="Threads assigned to you and the personal threads you started."
      actions={
        <Group gap="sm">
          {user && hasRole(user, 'Supervisor') ? <TeamMemberInboxesMenu user={user} /> : null}
          <NewMessageButton href={href} onNavigate={() => void navigate({ href })} />
        </Group>
      }
      empty={{
        inbox: {
          title: 'Your inbox is empty',
          description:
            'Threads assigned to you and the personal threads you start appear here. Write to a participant with New message, or pick up a thread in the team inbox.',
        },
        archive: {
          title: 'Nothing archived',
          description:
            'Archive the threads you have finished with: tick them in the inbox and choose Archive. A thread comes back by itself when someone writes again.',
        },
      }}
    />
  );
}

export interface TeamMemberInboxPageProps extends InboxPageProps {
  /** The member's staff member id (or user id). */
  memberId: string;
}

/** A supervisor reading a team member's inbox (the team-member-inbox marker): the same list and thread, read-only. */
export function TeamMemberInboxPage({ memberId, archive, search }: TeamMemberInboxPageProps) {
  const { user } = useCurrentUser();
  const { teams } = useSupervisedTeams(user, user !== null);
  const name = supervisedMemberName(teams, memberId);
  return (
    <UserInboxPage
      kind="team-member-inbox"
      userId={memberId}
      archive={archive}
      search={search}
      title={name ? `Inbox of ${name}` : 'Inbox of a team member'}
      description="You are looking at this inbox as their supervisor: unread marks and the archive are theirs."
      actions={user && hasRole(user, 'Supervisor') ? <TeamMemberInboxesMenu user={user} /> : undefined}
      readOnly
      notFoundText="This inbox does not exist, or it belongs to someone outside your teams."
      empty={{
        inbox: {
          title: `${name ?? 'This team member'} has no open threads`,
          description: 'Threads assigned to them and the personal threads they start appear here.',
        },
        archive: {
          title: 'Nothing archived',
          description: 'Threads they archive appear here until someone writes again.',
        },
      }}
    />
  );
}
