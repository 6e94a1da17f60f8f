import { useNavigate } from '@tanstack/react-router';
import { newMessageHref } from '../../../platform/links/new-message-link.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import type { InboxPageProps } from './inbox-staff-page.tsx';
import { NewMessageButton } from './inbox-toolbar.tsx';
import { UserInboxPage } from './inbox-user-page.tsx';

/** /participant/inbox: the participant's own threads with their case teams. */
export function ParticipantInboxPage({ archive, search }: InboxPageProps) {
  const session = useAuthenticatedSession();
  const navigate = useNavigate();
  const userId = session.user.id;
  const href = newMessageHref({ area: 'participant', userId });
  return (
    <UserInboxPage
      kind="participant-inbox"
      userId={userId}
      archive={archive}
      search={search}
      title="Inbox"
      description="Secure messages between you and the teams that help you."
      actions={<NewMessageButton href={href} onNavigate={() => void navigate({ href })} />}
      empty={{
        inbox: {
          title: 'No messages yet',
          description:
            'To ask a question or send a document, choose New message and pick the team you want to reach. Their replies appear here.',
        },
        archive: {
          title: 'Nothing archived',
          description:
            'Archive the conversations you have finished with: tick them in the inbox and choose Archive. A conversation comes back by itself when someone writes again.',
        },
      }}
    />
  );
}
