import { Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { useUnrespondedThreads } from '../api/list-unresponded-threads.ts';
import { InboxListPanel } from './inbox-list-panel.tsx';
import { useInboxNavigation } from './inbox-navigation.ts';
import { INBOX_PAGE_SIZE, type UnrespondedSearch } from './inbox-search-params.ts';
import { inboxTeamsOf } from '../../../platform/session/roles.ts';
import { useNow } from './inbox-time.ts';

export interface UnrespondedPageProps {
  teamId: string;
  search: UnrespondedSearch;
}

const TEAM_INBOX_PATH = '/staff/team-inbox';

/**
 * /staff/team-inbox/{teamId}/unresponded-messages: the team's threads whose participant wrote last and still waits
 * for a staff reply, longest waiting first; a thread opens in the team inbox.
 */
export function UnrespondedPage({ teamId, search }: UnrespondedPageProps) {
  const { user } = useCurrentUser();
  const { hrefFor, go } = useInboxNavigation();
  const now = useNow();
  const page = search.page ?? 1;
  const query = useUnrespondedThreads(teamId, { take: INBOX_PAGE_SIZE, skip: (page - 1) * INBOX_PAGE_SIZE });
  const team = inboxTeamsOf(user).find((t) => t.id === teamId);
  const teamName = team?.name ?? 'this team';

  return (
    <Page
      title="Waiting for a reply"
      documentTitle={team ? `Waiting for a reply · ${team.name}` : 'Waiting for a reply'}
      description={`Threads of ${teamName} whose last message came from the participant, longest waiting first.`}
      actions={
        <RouterAnchor to={TEAM_INBOX_PATH} search={{ team: teamId }}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden /> Back to the team inbox
          </Group>
        </RouterAnchor>
      }
    >
      <Stack gap="md" maw={960}>
        <InboxListPanel
          heading={`Threads of ${teamName}`}
          query={query}
          page={page}
          onPageChange={(next) => go({ page: next > 1 ? next : undefined })}
          viewer="staff"
          openThreadId={null}
          hrefOf={(threadId) => hrefFor({ team: teamId, thread: threadId }, TEAM_INBOX_PATH)}
          onOpen={(threadId) => go({ team: teamId, thread: threadId }, { path: TEAM_INBOX_PATH })}
          now={now}
          notFoundText="You do not work this team's inbox, or the team does not exist."
          empty={{
            title: 'Nobody is waiting',
            description: `Every participant message in ${teamName} has a staff reply. New ones appear here until someone answers.`,
          }}
        />
      </Stack>
    </Page>
  );
}
