import { templateValuesFor, type ThreadView } from '@casework/contract';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type JSX, type ReactNode } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { UploadList, type UploadState } from '../../../platform/forms/upload-list.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useThread } from '../api/get-thread.ts';
import { useMarkThreadRead } from '../api/mark-thread-read.ts';
import { threadKeys } from '../api/query-keys.ts';
import { replyToSend, useReplyToThread } from '../api/reply-to-thread.ts';
import { attachTemplateFiles, useComposerQuickMessages } from './composer-quick-messages.ts';
import { MessageComposer } from './lazy-message-composer.tsx';
import { ThreadSkeleton } from './thread-skeleton.tsx';
import type { ComposerSubmit } from './message-composer.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { ThreadMessages } from './thread-messages.tsx';
import { replyDrafts } from './reply-drafts.ts';
import { useSplitInboxLayout } from './inbox-split.ts';
import classes from './thread-pane.module.css';
import { threadWords } from './thread-words.ts';
import { uploadFilesToMessage } from './upload-message-files.ts';

export interface ThreadPaneProps {
  threadId: string;
  /** Which inbox shows the thread (decides the actions offered). */
  inboxKind: 'participant-inbox' | 'staff-inbox' | 'team-inbox' | 'team-member-inbox';
  /** Called after the thread left this inbox (archived, referred away, deleted) or when the user closes it. */
  onClose: () => void;
  /** After a referral: the inbox navigates with threadReferSuccess=true&referredToTeam=<team name>. */
  onReferred: (teamName: string) => void;
}

/**
 * One thread: its header and actions, the messages (oldest first, earlier ones on request, a "New" divider), and
 * the reply editor. Opening an unread thread marks it read up to its newest message.
 */
export function ThreadPane({ threadId, inboxKind, onClose, onReferred }: ThreadPaneProps): JSX.Element {
  const thread = useThread(threadId);
  const compact = !useSplitInboxLayout();
  const words = threadWords(inboxKind === 'participant-inbox');

  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError)
    return (
      <ThreadProblem compact={compact} onClose={onClose}>
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={`The ${words.one} could not be loaded`}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(thread.error)}</Text>
            <PendingButton
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              pending={thread.isFetching}
              onClick={() => void thread.refetch()}
            >
              Try again
            </PendingButton>
          </Stack>
        </Alert>
      </ThreadProblem>
    );
  if (thread.data === null)
    return (
      <ThreadProblem compact={compact} onClose={onClose}>
        <Alert color="gray" role="status" title={`${words.One} not found`}>
          {`This ${words.one} does not exist or you cannot see it.`}
        </Alert>
      </ThreadProblem>
    );
  return (
    <ThreadContent
      thread={thread.data}
      settled={!thread.isFetching}
      inboxKind={inboxKind}
      onClose={onClose}
      onReferred={onReferred}
    />
  );
}

function ThreadProblem({
  compact,
  onClose,
  children,
}: {
  compact: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.root}>
      <Stack gap="md" align="flex-start">
        {children}
        <Button
          variant="default"
          leftSection={compact ? <IconArrowLeft size={16} aria-hidden /> : undefined}
          onClick={onClose}
        >
          {compact ? 'Back to inbox' : 'Close'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The message the "New" divider follows: the reader's marker, when something after it is unread. */
function readMarkerOf(thread: ThreadView): string | null {
  return thread.unread ? thread.lastReadMessageId : null;
}

interface ThreadContentProps extends Omit<ThreadPaneProps, 'threadId'> {
  thread: ThreadView;
  /** The thread as shown is the server's latest answer (no refetch under way). */
  settled: boolean;
}

function ThreadContent({ thread, settled, inboxKind, onClose, onReferred }: ThreadContentProps) {
  const session = useAuthenticatedSession();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const subjectId = useId();
  const reply = useReplyToThread(thread.id);
  const markRead = useMarkThreadRead();
  // Participants have no quick messages; staff get the picker the staff area provides.
  const providedQuickMessages = useComposerQuickMessages();
  const quickMessages = inboxKind === 'participant-inbox' ? null : providedQuickMessages;
  const [uploads, setUploads] = useState<UploadState[]>([]);
  // The read marker as it was when the thread was opened: messages after it are "new" for this visit. A thread seen
  // before first shows its cached answer while it is fetched again, and that answer may be from before it was read
  // to the end, or from before newer messages came: the marker, and marking read (below), wait for the fresh answer.
  const [readBefore, setReadBefore] = useState<string | null | undefined>(() =>
    settled ? readMarkerOf(thread) : undefined,
  );
  if (readBefore === undefined && settled) setReadBefore(readMarkerOf(thread));
  const newestId = thread.messages.at(-1)?.id ?? null;
  const markedFor = useRef<string | null>(null);
  // The newest message as last seen read in the server's answer. Turning unread again with no newer message means
  // the reader marked it unread (here or in another tab): that is not undone while the thread stays open.
  const seenReadUpTo = useRef<string | null>(null);
  const userId = session.user.id;
  // Whether this pane (and the composer that sends from it) is still shown; switching threads unmounts it.
  const shown = useRef(false);

  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const watchDraft = useCallback(
    (show: (draft: ComposerSubmit) => void, shown?: ComposerSubmit) =>
      replyDrafts.watchRestored(userId, thread.id, show, shown),
    [userId, thread.id],
  );

  useEffect(() => {
    if (!thread.unread && settled) seenReadUpTo.current = newestId;
  }, [thread.unread, settled, newestId]);

  useEffect(() => {
    if (!settled || !thread.unread || newestId === null) return;
    if (markedFor.current === newestId || seenReadUpTo.current === newestId) return;
    markedFor.current = newestId;
    markRead.mutate({ threadId: thread.id, messageId: newestId });
  }, [thread.id, thread.unread, newestId, settled, markRead]);

  // Closing the page asks first while the reply or its files are on their way (platform/forms/unsent-work.ts).
  const sendReply = (value: ComposerSubmit) => replyDrafts.whileSending(sendReplyAndFiles(value));

  async function sendReplyAndFiles(value: ComposerSubmit) {
    const { html, files, templates } = value;
    // The draft goes while it is being sent, so coming back to the thread meanwhile cannot offer it a second time;
    // a refused reply is kept again, even when the person has moved to another thread, and before anything written
    // there since (which a composer shown there then shows too).
    replyDrafts.discard(userId, thread.id);
    let message: Awaited<ReturnType<typeof reply.mutateAsync>>;
    try {
      message = await reply.mutateAsync(replyToSend(html));
    } catch (e: unknown) {
      replyDrafts.restore(userId, thread.id, value);
      // The composer that sent says why under the editor; once it is gone, nothing would tell the person.
      if (!shown.current)
        showToast({
          color: 'red',
          autoClose: false,
          title: `Your reply to “${thread.subject}” was not sent`,
          // The reason is a sentence of its own, whether or not the server's words end with a full stop.
          message: `${errorMessage(e).replace(/([^.!?])$/, '$1.')} The reply is kept as a draft in that conversation.`,
        });
      throw e;
    }
    if (message === null) {
      // Sent, but its answer was lost, and with it the new message's id: the files cannot be put on it.
      await queryClient.invalidateQueries({ queryKey: threadKeys.detail(thread.id) });
      if (files.length > 0 || (templates?.length ?? 0) > 0)
        showToast({
          color: 'orange',
          title: 'Reply sent, but its files were not attached',
          message: 'The connection dropped while it was being sent. Attach the files again in a new reply.',
        });
      else showToast({ color: 'teal', message: 'Reply sent' });
      return;
    }
    let templateFilesFailed = false;
    if (templates && templates.length > 0) {
      try {
        await attachTemplateFiles(quickMessages, thread.id, message.id, templates);
      } catch (e: unknown) {
        templateFilesFailed = true;
        showToast({
          color: 'orange',
          title: 'Reply sent, but the quick-message files were not attached',
          message: errorMessage(e),
        });
      }
      if (files.length === 0) await queryClient.invalidateQueries({ queryKey: threadKeys.detail(thread.id) });
    }
    if (files.length > 0) {
      setUploads(
        files.map((f, i) => ({ id: `${i}-${f.name}`, name: f.name, percent: 0, status: 'uploading' })),
      );
      const indexOf = new Map(files.map((f, i) => [f, i]));
      try {
        await uploadFilesToMessage(thread.id, message.id, files, (file, percent) =>
          setUploads((all) => all.map((u, i) => (i === indexOf.get(file) ? { ...u, percent } : u))),
        );
        setUploads([]);
      } catch (e: unknown) {
        setUploads((all) =>
          all.map((u) => (u.status === 'uploading' && u.percent < 100 ? { ...u, status: 'failed' } : u)),
        );
        // The reply itself is sent: clear the editor so it is not sent twice, and say which part failed.
        showToast({
          color: 'orange',
          title: 'Reply sent, but not every file was attached',
          message: errorMessage(e),
        });
        return;
      } finally {
        await queryClient.invalidateQueries({ queryKey: threadKeys.detail(thread.id) });
      }
    }
    if (!templateFilesFailed) showToast({ color: 'teal', message: 'Reply sent' });
  }

  return (
    <Paper withBorder radius="md" className={classes.root} component="section" aria-labelledby={subjectId}>
      <ThreadHeader
        thread={thread}
        subjectId={subjectId}
        inboxKind={inboxKind}
        user={user}
        onClose={onClose}
        onReferred={onReferred}
      />
      <ThreadMessages thread={thread} readBefore={readBefore ?? null} currentUserId={session.user.id} />
      <div className={classes.composer}>
        <UploadList uploads={uploads} />
        <MessageComposer
          key={thread.id}
          label="Reply"
          submitLabel="Send reply"
          placeholder="Write a reply…"
          onSubmit={sendReply}
          // What was left unsent here (switching threads unmounts the pane); the composer reads it when it mounts.
          draft={replyDrafts.read(userId, thread.id)}
          onDraftChange={(value) => replyDrafts.write(userId, thread.id, value)}
          watchDraft={watchDraft}
          compactWhenIdle
          // Offline, the reply waits (the mutation is paused) and is sent once the connection is back.
          waitingForConnection={{ waiting: reply.isPaused, what: 'reply' }}
          quickMessages={quickMessages}
          templateValues={
            quickMessages
              ? templateValuesFor({
                  participant: thread.participant,
                  staff: user,
                  teamName: thread.team?.name ?? null,
                  subject: thread.subject,
                })
              : undefined
          }
        />
      </div>
    </Paper>
  );
}
