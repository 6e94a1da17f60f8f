import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export interface TemplateSearchBoxProps {
  /** The term in the address. */
  value: string | undefined;
  /** Called after a pause in typing (or on Enter) with the trimmed term; undefined clears the search. */
  onSearch: (term: string | undefined) => void;
}

const SEARCH_DELAY_MS = 300;

/** Searches quick-message names and texts as the user types; the server ranks the matches. */
export function TemplateSearchBox({ value, onSearch }: TemplateSearchBoxProps) {
  const current = value ?? '';
  const [text, setText] = useState(current);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const sent = useRef(current);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The address changed from elsewhere (Back, a link): show what it says.
  useEffect(() => {
    if (current === sent.current) return;
    sent.current = current;
    setText(current);
  }, [current]);

  function send(next: string) {
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next === '' ? undefined : next);
  }

  useEffect(() => {
    const next = debounced.trim();
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next === '' ? undefined : next);
  }, [debounced]);

  return (
    <TextInput
      label="Search quick messages"
      placeholder="Name or text, e.g. documents"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text !== '' ? (
          <CloseButton
            aria-label="Clear the search"
            onClick={() => {
              setText('');
              send('');
            }}
          />
        ) : null
      }
      value={text}
      maxLength={100}
      maw={480}
      type="search"
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send(text.trim());
        }
      }}
    />
  );
}
