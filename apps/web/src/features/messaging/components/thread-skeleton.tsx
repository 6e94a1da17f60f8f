import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState, type JSX } from 'react';
import classes from './thread-pane.module.css';
import { useThreadWords } from './thread-words.ts';

/** How long the bars alone stand for a thread that opens: a slower one is then said in words. */
export const OPENING_WORDS_AFTER_MS = 1000;

/**
 * When the skeleton shown last started, and when it went: the inbox shows one while the thread pane's code loads,
 * and the pane shows another while the thread loads, rendered before the first one's effects are cleaned up. For
 * the reader it is one wait, so the second counts from the start of the first.
 */
let lastWait: { startedAt: number; endedAt: number | null } | null = null;

function useWaitStartedAt(): number {
  const [startedAt] = useState(() => {
    const now = Date.now();
    if (lastWait !== null && (lastWait.endedAt === null || now - lastWait.endedAt < 50))
      return lastWait.startedAt;
    return now;
  });
  useEffect(() => {
    const wait = { startedAt, endedAt: null as number | null };
    lastWait = wait;
    return () => {
      wait.endedAt = Date.now();
    };
  }, [startedAt]);
  return startedAt;
}

/**
 * The open thread's shape while it (or the thread pane's code) loads. On a slow connection that takes seconds: after
 * a second the bars say what they stand for, "Opening conversation…", in a polite status that is there (empty) from
 * the start, so that screen readers announce the words when they come.
 */
export function ThreadSkeleton(): JSX.Element {
  const words = useThreadWords();
  const startedAt = useWaitStartedAt();
  const [slow, setSlow] = useState(() => Date.now() - startedAt >= OPENING_WORDS_AFTER_MS);

  useEffect(() => {
    if (slow) return;
    const timer = setTimeout(() => setSlow(true), OPENING_WORDS_AFTER_MS - (Date.now() - startedAt));
    return () => clearTimeout(timer);
  }, [slow, startedAt]);

  return (
    <Paper withBorder radius="md" p="md" className={classes.root}>
      <Stack gap="md">
        <Text role="status" size="sm" c="dimmed" mih="1.55em">
          {slow ? `Opening ${words.one}…` : ''}
        </Text>
        <Skeleton height={26} width="60%" />
        <Skeleton height={14} width="40%" />
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={12} width="30%" />
            <Skeleton height={48} />
          </Stack>
        ))}
        <Skeleton height={120} />
      </Stack>
    </Paper>
  );
}
