import { SERVICE_PAGE_SIZE, type ServiceSearchResponse } from '@casework/contract';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useSession } from '../../../platform/session/session-provider.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { useServiceSearch } from '../api/search-services.ts';
import { ServiceFilters } from './service-filters.tsx';
import {
  finderQuery,
  finderState,
  hasFilters,
  pageCount,
  refine,
  withoutFilters,
  type FinderSearch,
} from './service-finder-query.ts';
import { DETAILS_PATH, type ServiceArea } from './service-links.ts';
import { ServiceResultSkeletons } from './service-finder-skeleton.tsx';
import { ServiceResultCard } from './service-result-card.tsx';
import { ServiceSearchBox } from './service-search-box.tsx';
import { useServiceSearchLog } from './use-service-search-log.ts';

export interface ServiceFinderProps {
  area: ServiceArea;
  search: FinderSearch;
  /** Changes the address: the given keys replace the current ones (undefined removes one). */
  onSearchChange: (change: Partial<FinderSearch>) => void;
}

/** Search the directory: words with suggestions, filters from the answer's facets, result cards, pages. */
export function ServiceFinder({ area, search, onSearchChange }: ServiceFinderProps) {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const results = useServiceSearch(finderQuery(search, area));
  useServiceSearchLog(session, {
    term: search.term,
    settled: results.isSuccess && !results.isPlaceholderData,
    total: results.data?.total,
  });
  const change = (next: Partial<FinderSearch>) => onSearchChange(refine(search, next));

  return (
    <Stack gap="md">
      <ServiceSearchBox
        area={area}
        value={search.term}
        onSearch={(term) => change({ term })}
        onPick={(serviceId) =>
          void navigate({ to: DETAILS_PATH[area], search: { ...finderState(search), serviceId } })
        }
      />
      <ServiceFilters search={search} facets={results.data?.facets} onChange={change} />
      <Results
        area={area}
        search={search}
        results={results}
        onClearFilters={() => onSearchChange(withoutFilters(search))}
        onPage={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
      />
    </Stack>
  );
}

interface ResultsProps {
  area: ServiceArea;
  search: FinderSearch;
  results: ReturnType<typeof useServiceSearch>;
  onClearFilters: () => void;
  onPage: (page: number) => void;
}

function Results({ area, search, results, onClearFilters, onPage }: ResultsProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = search.page ?? 1;
  // While a new search loads, the last answer stays on screen (faded) but its count and its spelling note do not:
  // they would sit beside words they do not belong to.
  const loading = results.isPending || results.isPlaceholderData;
  const settled = loading ? undefined : results.data;
  // A new page is shown from its top: the focus moves to the heading, which names the page. So it does when the
  // filters go (the button pressed goes with them, and the focus must not fall back to the page's start).
  const goToPage = (n: number) => {
    onPage(n);
    heading.current?.focus();
  };
  const clearFilters = () => {
    onClearFilters();
    heading.current?.focus();
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} aria-busy={results.isFetching}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h4" id={headingId} aria-live="polite" tabIndex={-1} ref={heading}>
          {loading ? searchingHeading(search.term) : resultsHeading(settled, search.term, page)}
        </Title>
        {hasFilters(search) && settled && settled.total > 0 ? (
          <RemoveFiltersButton onClick={clearFilters} compact />
        ) : null}
      </Group>
      {settled?.correctedTerm && search.term ? (
        <Text size="sm">
          No service has exactly “{search.term.trim()}”: showing results for{' '}
          <strong>“{settled.correctedTerm}”</strong>.
        </Text>
      ) : null}
      {results.isError ? (
        <ErrorAlert title="The services could not be loaded" error={results.error} />
      ) : results.isPending || (results.isPlaceholderData && results.data.items.length === 0) ? (
        <ServiceResultSkeletons />
      ) : results.data.items.length === 0 ? (
        page > pageCount(results.data.total) && results.data.total > 0 ? (
          <PastTheLastPage page={page} total={results.data.total} onPage={goToPage} />
        ) : (
          <EmptyResults search={search} onClearFilters={clearFilters} />
        )
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="sm"
            style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}
          >
            {results.data.items.map((service) => (
              <ServiceResultCard key={service.id} service={service} area={area} from={finderState(search)} />
            ))}
          </SimpleGrid>
          <ListPagination
            total={results.data.total}
            pageSize={SERVICE_PAGE_SIZE}
            page={page}
            onPage={goToPage}
            label="Pages of results"
          />
        </>
      )}
    </Stack>
  );
}

function searchingHeading(term: string | undefined): string {
  const words = term?.trim();
  return words ? `Searching for “${words}”…` : 'Searching…';
}

/** "45 services for “food”, page 2 of 3": the count, the words, and the page when there is more than one. */
function resultsHeading(
  data: ServiceSearchResponse | undefined,
  term: string | undefined,
  page: number,
): string {
  if (!data) return 'Services';
  const count = `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'service' : 'services'}`;
  const words = term?.trim();
  const pages = pageCount(data.total);
  const where = pages > 1 && page <= pages ? `, page ${page} of ${pages}` : '';
  return `${words ? `${count} for “${words}”` : count}${where}`;
}

/** A page number past the results (an old or hand-edited link): say so, and offer the last page. */
function PastTheLastPage({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = pageCount(total);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Text>
          There is no page {page.toLocaleString('en-US')}: these results fill{' '}
          {last === 1 ? 'one page' : `${last} pages`}.
        </Text>
        <Button variant="light" onClick={() => onPage(last)}>
          {last === 1 ? 'Show the results' : `Go to the last page (page ${last})`}
        </Button>
      </Stack>
    </Card>
  );
}

function RemoveFiltersButton({ onClick, compact = false }: { onClick: () => void; compact?: boolean }) {
  return (
    <Button
      variant={compact ? 'subtle' : 'light'}
      size={compact ? 'compact-sm' : undefined}
      leftSection={<IconFilterOff size={compact ? 14 : 16} aria-hidden />}
      onClick={onClick}
    >
      Remove all filters
    </Button>
  );
}

function EmptyResults({ search, onClearFilters }: { search: FinderSearch; onClearFilters: () => void }) {
  const filtered = hasFilters(search);
  if (!filtered && !search.term?.trim())
    return (
      <Card withBorder padding="lg">
        <Text>There are no services in the directory yet.</Text>
      </Card>
    );
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <IconMoodEmpty size={20} aria-hidden />
          <Text fw={600}>No services match{search.term ? ` “${search.term.trim()}”` : ''}.</Text>
        </Group>
        <Text size="sm">
          {filtered
            ? 'Filters narrow the search. Remove them to see more services, or try other words.'
            : 'Try fewer or other words, for example “food” instead of “food pantry on Saturday”.'}
        </Text>
        {filtered ? <RemoveFiltersButton onClick={onClearFilters} /> : null}
      </Stack>
    </Card>
  );
}
