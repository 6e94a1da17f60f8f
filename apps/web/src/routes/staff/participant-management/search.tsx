import { createFileRoute } from '@tanstack/react-router';
import { ParticipantSearchPage } from '../../../features/participants/components/participant-search-page.tsx';
import { ParticipantSearchParams } from '../../../features/participants/components/participant-search-params.ts';
import { participantSearchQuery } from '../../../features/participants/components/participant-search-query.ts';
import { askForPageAnswers } from '../../../platform/routing/page-answers.ts';

export const Route = createFileRoute('/staff/participant-management/search')({
  validateSearch: ParticipantSearchParams,
  loaderDeps: ({ search }) => search,
  // A search in the address (a reload, a link, Back) is asked for while the page's code loads, beside /auth/me, not
  // once the page has rendered. The loader comes with the page's code: it reads the contract's participant schemas.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps, cause }) =>
    askForPageAnswers(context.queryClient, cause, [participantSearchQuery(deps)]),
  component: SearchParticipantsRoute,
});

function SearchParticipantsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ParticipantSearchPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
