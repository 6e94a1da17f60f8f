import type { ReactNode } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { IconListSearch, IconPlus, IconThumbUp } from '@tabler/icons-react';
import type { StaffFinderView, StaffServiceSearch } from '../../../platform/links/service-search.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { useCanEditDirectory } from './can-edit-directory.ts';
import { DirectoryTools } from './directory-tools.tsx';
import { RecommendationsReport } from './recommendations-report.tsx';
import { ServiceFinder } from './service-finder.tsx';
import { FINDER_DESCRIPTION } from './service-finder-skeleton.tsx';
import { CREATE_SERVICE_PATH, editServiceSearch, type ServiceArea } from './service-links.ts';

export interface ServiceFinderPageProps {
  area: ServiceArea;
  /** The address's search values (participants' never hold the staff-only view, start and end). */
  search: StaffServiceSearch;
  /** Changes the address: the given keys replace the current ones (undefined removes one). */
  onSearchChange: (change: Partial<StaffServiceSearch>) => void;
}

/**
 * /staff/find-a-service and /participant/find-a-service. Staff also get the recommendations report on a tab of its
 * own, and directory editors a way to add services and the directory tools.
 */
export function ServiceFinderPage({ area, search, onSearchChange }: ServiceFinderPageProps) {
  const canEdit = useCanEditDirectory() && area === 'staff';
  const finder = <ServiceFinder area={area} search={search} onSearchChange={onSearchChange} />;
  return (
    <Page
      title="Find a service"
      description={FINDER_DESCRIPTION[area]}
      actions={
        canEdit ? (
          <RouterButton
            to={CREATE_SERVICE_PATH}
            search={editServiceSearch()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add a service
          </RouterButton>
        ) : null
      }
    >
      {area === 'participant' ? (
        finder
      ) : (
        <StaffTabs
          view={search.view ?? 'services'}
          onView={(view) => onSearchChange({ view: view === 'services' ? undefined : view })}
          finder={
            <Stack gap="xl">
              {finder}
              {canEdit ? <DirectoryTools /> : null}
            </Stack>
          }
          report={
            <RecommendationsReport
              start={search.start}
              end={search.end}
              onRangeChange={(range) => onSearchChange(range)}
            />
          }
        />
      )}
    </Page>
  );
}

function StaffTabs({
  view,
  onView,
  finder,
  report,
}: {
  view: StaffFinderView;
  onView: (view: StaffFinderView) => void;
  finder: ReactNode;
  report: ReactNode;
}) {
  return (
    <Tabs
      value={view}
      onChange={(value) => onView(value === 'recommendations' ? 'recommendations' : 'services')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="services" leftSection={<IconListSearch size={16} aria-hidden />}>
          Services
        </Tabs.Tab>
        <Tabs.Tab value="recommendations" leftSection={<IconThumbUp size={16} aria-hidden />}>
          Recommendations
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="services">{finder}</Tabs.Panel>
      <Tabs.Panel value="recommendations">{report}</Tabs.Panel>
    </Tabs>
  );
}
