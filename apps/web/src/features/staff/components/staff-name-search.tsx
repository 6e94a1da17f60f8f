import type { StaffMemberView } from '@casework/contract';
import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { getStaffMembersQueryOptions } from '../api/get-staff-members.ts';
import { staffNameQueries } from './staff-search-params.ts';

/** How many staff one name search shows; more means "type more of the name". */
export const STAFF_SEARCH_PAGE = 25;

/** Staff in name order: last name, then first name. */
export function byName(a: StaffMemberView, b: StaffMemberView): number {
  return a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
}

/**
 * Staff found by name as you type (first, last, or both, debounced), sorted by name, without `excludeId` (e.g. the
 * person whose threads are handed over). The picker and the hand-over dialog both search this way.
 */
export function useStaffNameSearch(excludeId?: string) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const results = useQueries({
    queries: staffNameQueries(debounced).map((names) =>
      getStaffMembersQueryOptions({ ...names, take: STAFF_SEARCH_PAGE }),
    ),
  });
  const found = new Map<string, StaffMemberView>();
  for (const r of results)
    for (const person of r.data?.items ?? []) if (person.id !== excludeId) found.set(person.id, person);
  return {
    text,
    setText,
    /** Still typing or still loading. */
    busy: text !== debounced || results.some((r) => r.isPending),
    loading: results.some((r) => r.isPending),
    failed: results.find((r) => r.isError)?.error ?? null,
    found,
    people: [...found.values()].sort(byName),
    more: results.some((r) => (r.data?.total ?? 0) > STAFF_SEARCH_PAGE),
  };
}
export type StaffNameSearch = ReturnType<typeof useStaffNameSearch>;

/**
 * The name field and, below it (announced politely), what the search found: an error, "Searching…", "no one", or
 * `children` (the list to choose from).
 */
export function StaffNameSearchField({
  search,
  label,
  nobody,
  children,
}: {
  search: StaffNameSearch;
  label: string;
  /** Said when the search finds no one. */
  nobody: string;
  children: ReactNode;
}) {
  return (
    <>
      <TextInput
        label={label}
        description="A first or last name, or both. Leave empty to list everyone."
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.busy ? <Loader size={14} aria-hidden /> : null}
        value={search.text}
        onChange={(e) => search.setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter searches at once here rather than sending the form with a half-typed name.
          if (e.key === 'Enter') e.preventDefault();
        }}
        data-autofocus
        autoComplete="off"
      />
      <div aria-live="polite">
        {search.failed ? (
          <ErrorAlert title="Staff could not be searched" error={search.failed} />
        ) : search.loading && search.people.length === 0 ? (
          <Text size="sm" c="dimmed">
            Searching…
          </Text>
        ) : search.people.length === 0 ? (
          <Text size="sm">{nobody}</Text>
        ) : (
          children
        )}
      </div>
    </>
  );
}
