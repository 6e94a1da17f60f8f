import { Button, CloseButton, Combobox, Group, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useServiceSearch } from '../api/search-services.ts';
import {
  SEARCH_FIELD_ICON,
  SEARCH_FIELD_SECTION_WIDTH,
  SEARCH_FIELD_TEXT,
} from './service-finder-skeleton.tsx';
import type { ServiceArea } from './service-links.ts';
import { ServiceOptions } from './service-options.tsx';
import { searchDraft } from './service-search-draft.ts';

/** Suggestions wait for a pause in typing this long, so a word typed fast costs one request. */
export const SUGGEST_DELAY_MS = 200;
export const SUGGESTION_COUNT = 5;
/** Shorter text matches too much to be worth suggesting. */
const SUGGEST_MIN_LENGTH = 2;

/** Mantine's usual clear button, but at most 40 px, inside its 44 px section, however large the text. */
const CLEAR_BUTTON_SIZE = 'calc(min(1.75rem * var(--mantine-scale), 40px))';

export interface ServiceSearchBoxProps {
  area: ServiceArea;
  /** The words in the address (the search the results show). */
  value: string | undefined;
  /** Search: the trimmed words, or undefined to show everything. */
  onSearch: (term: string | undefined) => void;
  /** A suggestion was picked: open that service. */
  onPick: (serviceId: string) => void;
}

/**
 * The finder's search box: as the user types, the five best-matching service names are suggested (arrow keys and
 * Enter pick one, which opens it); Enter without a pick, or the Search button, searches for the words.
 */
export function ServiceSearchBox({ area, value, onSearch, onPick }: ServiceSearchBoxProps) {
  const current = value ?? '';
  // What was typed into the page's loading skeleton, which this box has just replaced: carry on from there.
  const [draft] = useState(searchDraft);
  const [text, setText] = useState(draft?.text ?? current);
  const [shown, setShown] = useState(current);
  const [typed, setTyped] = useState(draft !== null && draft.text !== current);
  const input = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const inputId = useId();
  const suggest = typed && debounced.length >= SUGGEST_MIN_LENGTH;
  const suggestions = useServiceSearch(
    {
      term: debounced,
      take: SUGGESTION_COUNT,
      activeServices: area === 'participant' ? 'true' : undefined,
    },
    suggest,
  );
  const items = suggest ? (suggestions.data?.items ?? []) : [];

  useLayoutEffect(() => {
    if (!draft?.focused) return;
    input.current?.focus();
    input.current?.setSelectionRange(draft.caret, draft.caret);
  }, [draft]);

  // The address changed from elsewhere (Back, a link): show the words it holds.
  if (current !== shown) {
    setShown(current);
    setText(current);
    setTyped(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    combobox.closeDropdown();
    setTyped(false);
    const term = text.trim();
    onSearch(term === '' ? undefined : term);
  }

  return (
    <form role="search" aria-label="Search the service directory" onSubmit={submit}>
      {/* The button goes below the box when both do not fit (a phone at large text). */}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Combobox
          store={combobox}
          onOptionSubmit={(serviceId) => {
            combobox.closeDropdown();
            onPick(serviceId);
          }}
          withinPortal={false}
        >
          <Combobox.Target>
            <TextInput
              ref={input}
              id={inputId}
              {...SEARCH_FIELD_TEXT}
              value={text}
              maxLength={200}
              autoComplete="off"
              style={{ flex: '1 1 12rem' }}
              {...SEARCH_FIELD_ICON}
              rightSectionWidth={SEARCH_FIELD_SECTION_WIDTH}
              rightSection={
                suggest && suggestions.isFetching ? (
                  <Loader size={14} aria-label="Looking for suggestions" />
                ) : text !== '' ? (
                  <CloseButton
                    size={CLEAR_BUTTON_SIZE}
                    aria-label="Clear the search"
                    onClick={() => {
                      setText('');
                      setTyped(false);
                      combobox.closeDropdown();
                      onSearch(undefined);
                    }}
                  />
                ) : null
              }
              onChange={(event) => {
                setText(event.currentTarget.value);
                setTyped(true);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <ServiceOptions services={items} label="Suggested services" />
        </Combobox>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} style={{ flexShrink: 0 }}>
          Search
        </Button>
      </Group>
    </form>
  );
}
