import type { ServiceDetailsView } from '@casework/contract';
import { Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessagePlus, IconPencil, IconThumbUp } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { isApiError } from '../../../platform/api/api-error.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterAnchor, RouterButton } from '../../../platform/layout/router-links.tsx';
import { newMessageHref } from '../../../platform/links/new-message-link.ts';
import { recordServiceVisit } from '../../../platform/logging/user-action-log.ts';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { WRAPPING_BUTTON } from '../../../platform/ui/wrapping-button.ts';
import { useService } from '../api/get-service.ts';
import { useCanEditDirectory } from './can-edit-directory.ts';
import { CategoryBadge, OpenNowBadge, ServiceStatusBadge } from './service-badges.tsx';
import { ServiceContactCard } from './service-contact-card.tsx';
import { ServiceAboutSections, ServiceContactSections } from './service-details-sections.tsx';
import { finderState, validId, type FinderSearch } from './service-finder-query.ts';
import {
  CREATE_SERVICE_PATH,
  FINDER_PATH,
  RECOMMEND_PATH,
  editServiceSearch,
  type ServiceArea,
} from './service-links.ts';
import { ServiceLocationCard, orderLocations, type ServiceLocation } from './service-location-card.tsx';
import { HrefButton } from './href-button.tsx';
import { notRecommendableReason } from './service-recommendability.ts';
import { ServiceUnavailable } from './service-unavailable.tsx';

export interface ServiceDetailsPageProps {
  area: ServiceArea;
  serviceId: string | undefined;
  /** Show this location first, marked as the one the search showed. */
  locationId?: string;
  /** The search the user came from (words, filters, page): the way back returns to it. */
  from?: FinderSearch;
}

/** /…/find-a-service/service-details: everything about one service, and what to do next. */
export function ServiceDetailsPage({ area, serviceId, locationId, from = {} }: ServiceDetailsPageProps) {
  const id = validId(serviceId);
  const service = useService(id);
  if (!id) return <ServiceUnavailable area={area} missingId={serviceId === undefined} />;
  if (service.isError)
    return isApiError(service.error) && service.error.status === 404 ? (
      <ServiceUnavailable area={area} />
    ) : (
      <Page title="Service details">
        <ErrorAlert title="The service could not be loaded" error={service.error} />
      </Page>
    );
  if (service.isPending) return <DetailsSkeleton />;
  return <Details area={area} service={service.data} locationId={locationId} from={finderState(from)} />;
}

function DetailsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the service">
      <Skeleton height={32} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={160} />
      <Skeleton height={120} />
    </Stack>
  );
}

const LOCATIONS_HEADING_ID = 'service-locations';

interface DetailsProps {
  area: ServiceArea;
  service: ServiceDetailsView;
  locationId: string | undefined;
  from: FinderSearch;
}

function Details({ area, service, locationId, from }: DetailsProps) {
  const session = useAuthenticatedSession();
  useServiceVisitLog(service);
  const locations = orderLocations(service.locations, locationId);
  return (
    <Page
      title={service.name}
      documentTitle={`${service.name} · Find a service`}
      description={service.department?.name}
      actions={<DetailsActions area={area} service={service} userId={session.user.id} />}
    >
      <Group gap="xs">
        <CategoryBadge name={service.category.name} />
        {area === 'staff' ? <ServiceStatusBadge status={service.status} showActive /> : null}
        <OpenNowBadge openNow={service.openNow} />
        {service.program ? (
          <Text size="sm" c="dimmed">
            Program: {service.program.name}
          </Text>
        ) : null}
      </Group>
      {/* On a phone the ways to reach the service come before its long descriptions; wider screens show the
          hours and phones beside them. */}
      <ServiceContactCard
        service={service}
        locations={locations}
        locationsHeadingId={LOCATIONS_HEADING_ID}
        hiddenFrom="md"
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ServiceAboutSections service={service} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ServiceContactSections service={service} />
        </Grid.Col>
      </Grid>
      {locations.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby={LOCATIONS_HEADING_ID}>
          <Title order={2} size="h4" id={LOCATIONS_HEADING_ID} tabIndex={-1}>
            {locations.length === 1 ? 'Location' : `Locations (${locations.length})`}
          </Title>
          <Grid gap="sm">
            {locations.map((location) => (
              <Grid.Col span={{ base: 12, sm: 6, lg: 4 }} key={location.id}>
                <ServiceLocationCard
                  location={location}
                  chosenBecause={location.id === locationId ? whyShownFirst(location, from.city) : undefined}
                />
              </Grid.Col>
            ))}
          </Grid>
        </Stack>
      ) : null}
      <BackToSearch area={area} service={service} from={from} />
    </Page>
  );
}

/**
 * Why the location the address names is shown first and marked. The search's card showed it: under a city filter
 * because it is in that city; otherwise it is simply the one the card listed (the person did not choose it).
 */
function whyShownFirst(location: ServiceLocation, searchedCity: string | undefined): string {
  const wanted = searchedCity?.trim().toLowerCase();
  const inCity = wanted ? location.physicalAddresses.find((a) => a.city.toLowerCase() === wanted) : undefined;
  return inCity ? `In ${inCity.city}, the city you searched` : 'Shown in your search results';
}

/** The way back: to the search the user came from, or to the services of the department a link narrowed it to. */
function BackToSearch({
  area,
  service,
  from,
}: {
  area: ServiceArea;
  service: ServiceDetailsView;
  from: FinderSearch;
}) {
  const departmentId = validId(from.departmentId);
  const searched = Object.keys(from).some((key) => key !== 'departmentId');
  const label = searched
    ? 'Back to your search'
    : departmentId && service.department?.id === departmentId
      ? `More services of ${service.department.name}`
      : 'Find another service';
  return (
    <RouterAnchor to={FINDER_PATH[area]} search={from} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {label}
    </RouterAnchor>
  );
}

/** SVC_NAV once for each service opened here (not again when the same details re-render or refetch). */
function useServiceVisitLog(service: ServiceDetailsView) {
  const session = useAuthenticatedSession();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === service.id) return;
    logged.current = service.id;
    recordServiceVisit(session, service);
  }, [session, service]);
}

function DetailsActions({
  area,
  service,
  userId,
}: {
  area: ServiceArea;
  service: ServiceDetailsView;
  userId: string;
}) {
  const canEdit = useCanEditDirectory() && area === 'staff';
  // Each button's words wrap inside it on a narrow screen at large text, instead of running off the screen.
  return (
    <Group gap="sm">
      {service.team ? (
        <HrefButton
          {...WRAPPING_BUTTON}
          href={newMessageHref({
            area,
            userId,
            serviceTeamName: service.team.name,
            serviceTeamId: service.team.id,
            subject: `About ${service.name}`,
          })}
          leftSection={<IconMessagePlus size={16} aria-hidden />}
        >
          Send a message about this service
        </HrefButton>
      ) : null}
      {area === 'staff' ? <RecommendAction service={service} /> : null}
      {canEdit ? (
        <RouterButton
          {...WRAPPING_BUTTON}
          to={CREATE_SERVICE_PATH}
          search={editServiceSearch(service.id)}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Edit service
        </RouterButton>
      ) : null}
    </Group>
  );
}

/**
 * "Recommend to a participant": only an active service can be recommended. For any other status the button stays in
 * its place, looks disabled and says why; it keeps the focus, so a screen reader hears the reason too.
 */
function RecommendAction({ service }: { service: ServiceDetailsView }) {
  const reasonId = useId();
  const label = 'Recommend to a participant';
  const icon = <IconThumbUp size={16} aria-hidden />;
  const notRecommendable = notRecommendableReason(service);
  if (notRecommendable === null)
    return (
      <RouterButton
        {...WRAPPING_BUTTON}
        to={RECOMMEND_PATH}
        search={{ serviceId: service.id }}
        variant="light"
        leftSection={icon}
      >
        {label}
      </RouterButton>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        {...WRAPPING_BUTTON}
        variant="light"
        leftSection={icon}
        data-disabled
        aria-disabled
        aria-describedby={reasonId}
      >
        {label}
      </Button>
      <Text size="sm" c="dimmed" id={reasonId}>
        {notRecommendable}
      </Text>
    </Group>
  );
}
