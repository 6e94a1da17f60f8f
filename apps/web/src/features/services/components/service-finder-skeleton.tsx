import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  VisuallyHidden,
  type TextInputProps,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, type FormEvent, type SyntheticEvent } from 'react';
import { Page } from '../../../platform/layout/page.tsx';
import type { ServiceArea } from './service-links.ts';
import { keepSearchDraft } from './service-search-draft.ts';

// This file ships with the first load of every page (a route's pending view is not code-split): it imports only
// Mantine parts and small modules, never the contract or the finder itself.

export const FINDER_DESCRIPTION: Record<ServiceArea, string> = {
  participant: 'Search for help near you: food, housing, health, jobs and more.',
  staff: 'Search the service directory, open a service, and recommend it to a participant.',
};

/** The finder's search field. The placeholder stays short: at 320 px the field shows ~125 px of text. */
export const SEARCH_FIELD_TEXT = {
  label: 'Search for a service',
  description: 'A need, a service or an organisation, for example housing or WIC',
  placeholder: 'e.g. food bank',
} as const;

/**
 * The room of the field's icon and of its clear button: a finger's width (44 px) at most. Mantine gives each the
 * field's height, which grows with the text: at 200% on a 320 px phone the two took 136 of the field's 294 px and
 * left about five letters of the words typed. `calc()` keeps Mantine from turning the px into rem.
 */
export const SEARCH_FIELD_SECTION_WIDTH = 'calc(min(var(--input-height), 44px))';

/** The field's magnifier, the same in the real box. A tap on it lands in the field, as on the rest of the field. */
export const SEARCH_FIELD_ICON = {
  leftSection: <IconSearch size={16} aria-hidden />,
  leftSectionWidth: SEARCH_FIELD_SECTION_WIDTH,
  leftSectionPointerEvents: 'none',
} as const satisfies TextInputProps;

export interface ServiceFinderSkeletonProps {
  area: ServiceArea;
  /** The words in the address, if any. */
  term: string | undefined;
  /** Search: the trimmed words, or undefined to show everything. */
  onSearch: (term: string | undefined) => void;
}

/**
 * The finder while its code downloads (seconds on a slow connection), shaped like the page it becomes: its heading,
 * a search box that works at once (what is typed carries over to the real one), and placeholders where the filters
 * and results will be.
 */
export function ServiceFinderSkeleton({ area, term, onSearch }: ServiceFinderSkeletonProps) {
  return (
    <Page title="Find a service" description={FINDER_DESCRIPTION[area]}>
      <Stack gap="md">
        <SearchBoxWhileLoading term={term} onSearch={onSearch} />
        <Group align="flex-end" gap="sm" wrap="wrap" aria-hidden>
          <Skeleton height={58} w={{ base: '100%', xs: 240 }} />
          <Skeleton height={58} w={{ base: '100%', xs: 220 }} />
          <Skeleton height={24} width={110} />
        </Group>
        <Stack gap="sm">
          <Skeleton height={26} width={160} aria-hidden />
          <ServiceResultSkeletons />
        </Stack>
      </Stack>
    </Page>
  );
}

/** Four result cards' placeholders, and "Loading services" for screen readers. */
export function ServiceResultSkeletons() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading services</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" aria-hidden>
        {[0, 1, 2, 3].map((n) => (
          <Card withBorder padding="md" key={n}>
            <Skeleton height={20} width="60%" mb="sm" />
            <Skeleton height={14} width="40%" mb={8} />
            <Skeleton height={14} width="80%" mb={8} />
            <Skeleton height={14} width="30%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * The search box of the finder-to-be, in the same place with the same words. It keeps what is typed and whether it
 * has the focus as a draft, which the real box takes over when it replaces this one; Enter searches at once.
 */
function SearchBoxWhileLoading({ term, onSearch }: Pick<ServiceFinderSkeletonProps, 'term' | 'onSearch'>) {
  const input = useRef<HTMLInputElement>(null);
  // Gone: the real box, rendered in the same commit, has read the draft already.
  useEffect(() => () => keepSearchDraft(null), []);

  const keep = (event: SyntheticEvent<HTMLInputElement>, focused: boolean) => {
    const field = event.currentTarget;
    keepSearchDraft({ text: field.value, focused, caret: field.selectionStart ?? field.value.length });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const words = input.current?.value.trim() ?? '';
    onSearch(words === '' ? undefined : words);
  }

  return (
    <form role="search" aria-label="Search the service directory" onSubmit={submit}>
      {/* The button goes below the box when both do not fit (a phone at large text). */}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          ref={input}
          {...SEARCH_FIELD_TEXT}
          defaultValue={term}
          maxLength={200}
          autoComplete="off"
          style={{ flex: '1 1 12rem' }}
          {...SEARCH_FIELD_ICON}
          onChange={(event) => keep(event, true)}
          onSelect={(event) => keep(event, true)}
          onFocus={(event) => keep(event, true)}
          onBlur={(event) => keep(event, false)}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} style={{ flexShrink: 0 }}>
          Search
        </Button>
      </Group>
    </form>
  );
}
