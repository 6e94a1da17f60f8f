import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Only a move to another page loses typing. */
const leavesThePage = ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
  current.pathname !== next.pathname;

/**
 * Asks before a move to another page (a link, Back, closing the tab) throws away what was changed and not saved.
 * `what` names the form in the question ("the webhook form"). Saving, and a Cancel that should not ask, navigate
 * with `ignoreBlocker`.
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useBlocker({
    shouldBlockFn: leavesThePage,
    enableBeforeUnload: dirty,
    disabled: !dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {`What you changed in ${what} is not saved yet. Stay to save it, or leave and lose it.`}
    </ConfirmDialog>
  );
}
