import { createFileRoute } from '@tanstack/react-router';
import { Suspense, type JSX } from 'react';
import {
  ComposerQuickMessagesContext,
  type ComposerQuickMessages,
  type QuickMessagePickerProps,
} from '../../features/messaging/components/composer-quick-messages.ts';
import { askForNavigationCounts } from '../../features/messaging/api/navigation-counts.ts';
import { LiveThreadUpdates } from '../../features/messaging/components/live-thread-updates.tsx';
import { StaffLayout } from '../../platform/layout/signed-in-layout.tsx';
import { LiveEventsProvider } from '../../platform/live/live-events-provider.tsx';
import { usePluginEnabled } from '../../platform/plugins/plugin-gate.tsx';
import { requireStaff } from '../../platform/routing/guards.ts';
import { authMeQueryOptions } from '../../platform/session/current-user.ts';
import { lazyWithRetry } from '../../platform/ui/lazy-with-retry.ts';
import { NotFoundView } from '../../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../../platform/ui/route-error-view.tsx';

/** The staff tree: staff only (participants see access denied). */
export const Route = createFileRoute('/staff')({
  beforeLoad: requireStaff,
  // The staff frame and its pages read the caller's roles and teams (/auth/me), and the navigation the user's unread
  // count: asked for with the page's own answers on entering the area, so the first render has them.
  loader: (input) => askForNavigationCounts(input, [authMeQueryOptions(input.context.session)]),
  component: StaffArea,
  notFoundComponent: NotFoundView,
  errorComponent: PublicRouteErrorView,
});

/** The quick-message picker, loaded with the first composer that shows it (composers load on demand too). */
const LoadedQuickMessagePicker = lazyWithRetry(async () => ({
  default: (await import('../../features/quick-messages/components/quick-message-picker.tsx'))
    .QuickMessagePicker,
}));

function QuickMessagePicker(props: QuickMessagePickerProps): JSX.Element {
  return (
    <Suspense fallback={null}>
      <LoadedQuickMessagePicker {...props} />
    </Suspense>
  );
}

/**
 * The quick-messages feature's picker and file copy, offered by every staff message composer. The copy's code (and
 * the contract's schemas it checks the answer with) loads with the first message sent with a template's files.
 */
const QUICK_MESSAGES: ComposerQuickMessages = {
  Picker: QuickMessagePicker,
  transferFiles: async (templateId, threadId, messageId) =>
    (await import('../../features/quick-messages/api/transfer-template-files.ts')).transferTemplateFiles(
      templateId,
      threadId,
      messageId,
    ),
};

/**
 * The staff frame, with live inbox updates while a messaging area is switched on, and quick messages in the
 * composers while that area is.
 */
function StaffArea() {
  const isEnabled = usePluginEnabled();
  return (
    <LiveEventsProvider enabled={isEnabled('inbox') || isEnabled('teamInbox')}>
      <ComposerQuickMessagesContext value={isEnabled('quickMessages') ? QUICK_MESSAGES : null}>
        <LiveThreadUpdates />
        <StaffLayout />
      </ComposerQuickMessagesContext>
    </LiveEventsProvider>
  );
}
