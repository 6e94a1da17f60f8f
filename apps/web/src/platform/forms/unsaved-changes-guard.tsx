import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Only a move to another page loses typing. */
const leavesThePage = ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
  current.pathname !== next.pathname;

/** Words for what is lost: a form's changes (saving), or a message being written (sending). */
const WORDS = {
  save: { verb: 'saving', done: 'saved', changed: 'What you changed in', to: 'save' },
  send: { verb: 'sending', done: 'sent', changed: 'What you wrote in', to: 'send' },
} as const;

export interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** Names the form in the question ("the webhook form", "your new message"). */
  what: string;
  /** What would keep the changes: saving the form (default) or sending the message. */
  keptBy?: keyof typeof WORDS;
}

/**
 * Asks before a move to another page (a link, Back, closing the tab) throws away what was changed and not saved or
 * sent. Saving, sending, and a Cancel that should not ask, navigate with `ignoreBlocker`.
 */
export function UnsavedChangesGuard({ dirty, what, keptBy = 'save' }: UnsavedChangesGuardProps) {
  const words = WORDS[keptBy];
  const blocker = useBlocker({
    shouldBlockFn: leavesThePage,
    enableBeforeUnload: dirty,
    disabled: !dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title={`Leave without ${words.verb}?`}
      confirmLabel={`Leave without ${words.verb}`}
      cancelLabel="Stay on this page"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {`${words.changed} ${what} is not ${words.done} yet. Stay to ${words.to} it, or leave and lose it.`}
    </ConfirmDialog>
  );
}
