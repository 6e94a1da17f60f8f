import { createFileRoute } from '@tanstack/react-router';
import { redirectFromRoot } from '../platform/routing/guards.ts';

/** "/": each role's dashboard, or sign-in. */
export const Route = createFileRoute('/')({
  beforeLoad: redirectFromRoot,
});
