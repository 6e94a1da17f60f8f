import { createFileRoute } from '@tanstack/react-router';
import { HelpLinksPage } from '../../features/administration/components/help-links-page.tsx';

export const Route = createFileRoute('/team-management/help-links')({
  component: HelpLinksPage,
});
