import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ServiceFinderPage } from '../../../features/services/components/service-finder-page.tsx';
import { searchServicesQueryOptions } from '../../../features/services/api/search-services.ts';
import { finderQuery } from '../../../features/services/components/service-finder-query.ts';
import { StaffServiceSearch } from '../../../platform/links/service-search.ts';
import { pluginEnabledIn } from '../../../platform/plugins/plugins-query.ts';
import { askForPageAnswers } from '../../../platform/routing/page-answers.ts';

export const Route = createFileRoute('/staff/find-a-service/')({
  validateSearch: StaffServiceSearch,
  loaderDeps: ({ search }) => search,
  // The services the address asks for are asked for while the page's code loads, beside /auth/me, not once the page
  // has rendered (the recommendations tab shows no services). The loader comes with the page's code: it reads the
  // contract's service schemas.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps, cause }) =>
    askForPageAnswers(context.queryClient, cause, [
      pluginEnabledIn(context.queryClient)('serviceDirectory') &&
        deps.view !== 'recommendations' &&
        searchServicesQueryOptions(finderQuery(deps, 'staff')),
    ]),
  component: StaffFindServiceRoute,
});

function StaffFindServiceRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ServiceFinderPage
      area="staff"
      search={Route.useSearch()}
      onSearchChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
    />
  );
}
