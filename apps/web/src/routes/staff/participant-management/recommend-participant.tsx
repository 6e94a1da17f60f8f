import { createFileRoute } from '@tanstack/react-router';
import { RecommendParticipantPage } from '../../../features/participants/components/recommend-participant-page.tsx';

export const Route = createFileRoute('/staff/participant-management/recommend-participant')({
  component: RecommendParticipantPage,
});
