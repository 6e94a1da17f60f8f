import { Alert, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import type { TeamMembership } from '../../../platform/session/roles.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';

// What the edit pages of quick messages and of categories show instead of their form, and their way back.

/** A button back to the team's quick messages (the list of both templates and categories). */
export function BackToQuickMessages({
  team,
  children,
  ...props
}: {
  team: TeamMembership;
  children: ReactNode;
  /** A deliberate Cancel: leaves without asking about unsaved changes. */
  ignoreBlocker?: boolean;
} & Pick<ButtonProps, 'variant' | 'disabled' | 'w'>) {
  return (
    <RouterButton to="/staff/team-inbox/$teamId/quick-messages" params={{ teamId: team.id }} {...props}>
      {children}
    </RouterButton>
  );
}

export interface EditPageProblemProps {
  title: string;
  /** The alert's width, the width of the page's form. */
  maw: number;
}

/** What was to be edited could not be loaded: the server's reason. */
export function LoadFailedPage({
  title,
  maw,
  heading,
  error,
}: EditPageProblemProps & { heading: string; error: unknown }) {
  return (
    <Page title={title}>
      <ErrorAlert title={heading} error={error} maw={maw} />
    </Page>
  );
}

/** What was to be edited is not there (any more): why, and the way back to the list. */
export function NotFoundPage({
  title,
  maw,
  team,
  heading,
  children,
}: EditPageProblemProps & { team: TeamMembership; heading: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <Alert color="gray" role="status" title={heading} maw={maw}>
        {children}
      </Alert>
      <BackToQuickMessages team={team} variant="default" w="fit-content">
        Back to quick messages
      </BackToQuickMessages>
    </Page>
  );
}
