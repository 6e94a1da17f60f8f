import { createFileRoute } from '@tanstack/react-router';
import { PluginsPage } from '../../features/administration/components/plugins-page.tsx';

export const Route = createFileRoute('/team-management/plugins')({
  component: PluginsPage,
});
