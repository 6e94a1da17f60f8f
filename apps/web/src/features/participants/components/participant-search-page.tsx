import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useRef } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { formErrors } from '../../../platform/ui/form-errors.ts';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { useSearchParticipants } from '../api/search-participants.ts';
import { ParticipantResultsTable } from './participant-results-table.tsx';
import type { ParticipantSearchParams } from './participant-search-params.ts';
import { PAGE_SIZE, hasCriteria, toQuery } from './participant-search-query.ts';
import { ParticipantSearchForm, type ParticipantSearchValues } from './participant-search-form.tsx';

/** The query's fields the form shows an error at. */
const FORM_FIELDS = ['firstName', 'lastName', 'participantId', 'dob', 'email', 'phone'] as const;
/** The fields whose errors have a place on the page: the form's, and the quick search's name above the results. */
const PLACED_FIELDS = [...FORM_FIELDS, 'name'] as const;

export interface ParticipantSearchPageProps {
  search: ParticipantSearchParams;
  /** Puts new search values (and the page) into the URL. */
  onSearchChange: (search: ParticipantSearchParams) => void;
}

/** A page number past the results (an old link, a hand-edited one, or fewer matches now): say so, offer the last page. */
function PastTheLastPage({
  page,
  total,
  pages,
  onPage,
}: {
  page: number;
  total: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const found = `${total.toLocaleString('en-US')} ${total === 1 ? 'participant' : 'participants'} found`;
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        There is no page {page.toLocaleString('en-US')}: {found}, on{' '}
        {pages === 1 ? 'one page' : `${pages.toLocaleString('en-US')} pages`}.
      </Text>
      <Button variant="light" onClick={() => onPage(pages)}>
        {pages === 1 ? 'Show the results' : `Go to the last page (page ${pages.toLocaleString('en-US')})`}
      </Button>
    </Stack>
  );
}

/** The results heading: what the search found, in a few words (the focus goes to it after Search). */
function resultsSummary(
  active: boolean,
  query: ReturnType<typeof useSearchParticipants>,
  page: number,
  pages: number,
): string {
  if (!active) return 'No search yet';
  if (query.isError) return 'No results';
  if (!query.data || query.isPlaceholderData) return 'Searching…';
  const total = query.data.total;
  if (query.data.items.length === 0)
    return total > 0 ? `No results on page ${page}` : 'No participants match';
  return `${total} ${total === 1 ? 'participant' : 'participants'} found${pages > 1 ? `, page ${page} of ${pages}` : ''}`;
}

/** Search participants: the values live in the URL, so a search can be shared, reloaded and gone back to. */
export function ParticipantSearchPage({ search, onSearchChange }: ParticipantSearchPageProps) {
  const active = hasCriteria(search);
  const query = useSearchParticipants(toQuery(search), active);
  const page = search.page ?? 1;
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const formKey = JSON.stringify({ ...search, page: undefined });
  // A refused value is shown at its field; the alert says only what no field shows.
  const { problem, errorFor } = formErrors({ error: query.error, fields: PLACED_FIELDS });
  const nameError = errorFor('name');

  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Clear empties the address, and the form, keyed by it, is made anew: its first field takes the focus as it comes.
  const focusFirstFieldOnMount = useRef(false);
  const firstFieldRef = useCallback((field: HTMLInputElement | null) => {
    if (!field || !focusFirstFieldOnMount.current) return;
    focusFirstFieldOnMount.current = false;
    field.focus();
  }, []);

  function searchFor(values: ParticipantSearchValues) {
    onSearchChange({ ...values, page: undefined });
    // The button pressed goes with the form it is in: the focus moves to what the search found, said as it changes.
    heading.current?.focus();
  }

  function clear() {
    // The form already empty, it stays (its own Clear put the focus on its first field).
    focusFirstFieldOnMount.current = formKey !== JSON.stringify({});
    onSearchChange({});
  }

  return (
    <Page
      title="Search participants"
      description="Names match by their beginning and by similar spelling; a phone number matches on its digits, all ten or the last ones (555-0142)."
      actions={
        <RouterButton to="/staff/participant-management/add-participant" variant="light">
          Add a participant
        </RouterButton>
      }
    >
      <ParticipantSearchForm
        key={formKey}
        initial={search as ParticipantSearchValues}
        onSearch={searchFor}
        onClear={clear}
        firstFieldRef={firstFieldRef}
        errors={fieldErrorsOf(query.error, 'query.')}
        busy={query.isFetching}
      />
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} aria-live="polite" tabIndex={-1} ref={heading}>
          {resultsSummary(active, query, page, pages)}
        </Title>
        {search.name ? (
          <Text>
            Showing participants whose first or last name is like “{search.name}”.
            {nameError ? (
              <Text span c="red" display="block">
                {nameError}
              </Text>
            ) : null}
          </Text>
        ) : null}
        {!active ? (
          <Text c="dimmed">Enter at least one value and press Enter or Search.</Text>
        ) : query.isError ? (
          <Alert color="red" title="The search did not work" role="alert">
            {problem ?? 'Correct the value marked above, then search again.'}
          </Alert>
        ) : query.data ? (
          query.data.items.length === 0 && total > 0 ? (
            <PastTheLastPage
              page={page}
              total={total}
              pages={pages}
              onPage={(last) => onSearchChange({ ...search, page: last === 1 ? undefined : last })}
            />
          ) : query.data.items.length === 0 ? (
            <Text>Check the spelling, or search with fewer values.</Text>
          ) : (
            <>
              <ParticipantResultsTable items={query.data.items} labelledBy={headingId} />
              <ListPagination
                total={total}
                pageSize={PAGE_SIZE}
                page={page}
                onPage={(next) => onSearchChange({ ...search, page: next })}
              />
            </>
          )
        ) : null}
      </Stack>
    </Page>
  );
}
