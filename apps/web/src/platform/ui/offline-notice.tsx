import { Alert, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore, type JSX } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser is online, as TanStack Query sees it (the window's online and offline events): exactly when a
 * write made now would wait for the connection instead of being sent.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Says, across the app, that the connection is lost and what that means; nothing while online. Meant for the app's
 * layout, once, above the page content.
 */
export function OfflineNotice(): JSX.Element | null {
  if (useIsOnline()) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconWifiOff aria-hidden />}
      title="You are offline"
      role="status"
      mb="md"
    >
      Pages may not load until your connection is back. Messages you send now are sent once it is.
    </Alert>
  );
}

export interface SendWhenOnlineNoticeProps {
  /** The send is under way but waits for the connection (its mutation is paused while offline). */
  waiting: boolean;
  /**
   * A send is out and not yet answered: while the browser is offline it waits too (its request may be lost, and is
   * then made again once the connection is back), so the notice shows although the send started online.
   */
  sending?: boolean;
  /** What is being sent, as the person calls it: "reply" or "message". */
  what: string;
}

/**
 * Beside a Send button: while the send waits for the connection, says so and that it goes by itself once the
 * connection is back.
 */
export function SendWhenOnlineNotice({
  waiting: paused,
  sending = false,
  what,
}: SendWhenOnlineNoticeProps): JSX.Element {
  const online = useIsOnline();
  const waiting = paused || (sending && !online);
  return (
    <WaitingForConnectionNotice
      words={waiting ? `You are offline. Your ${what} will be sent when you are back online.` : null}
    />
  );
}

/**
 * What waits for the connection, said beside the buttons that made it wait; nothing (null) while nothing does.
 * Screen readers hear it politely from a live region that is always there (one inserted along with its words is
 * often not read); the words on screen are the same, so they are hidden from them.
 */
export function WaitingForConnectionNotice({ words }: { words: string | null }): JSX.Element {
  return (
    <>
      <VisuallyHidden role="status">{words ?? ''}</VisuallyHidden>
      {words !== null ? (
        <Group gap={6} wrap="nowrap" align="flex-start" aria-hidden>
          <IconWifiOff
            size={16}
            color="var(--mantine-color-orange-7)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm">{words}</Text>
        </Group>
      ) : null}
    </>
  );
}
