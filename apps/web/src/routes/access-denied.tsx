import { createFileRoute } from '@tanstack/react-router';
import { AccessDeniedView } from '../platform/ui/access-denied-view.tsx';

export const Route = createFileRoute('/access-denied')({
  component: AccessDeniedView,
});
