import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useServiceSearch } from '../api/search-services.ts';
import { ServiceOptions } from './service-options.tsx';
import { SUGGEST_DELAY_MS } from './service-search-box.tsx';

/** How many matches the picker offers at once. */
export const PICKER_SIZE = 8;

export interface PickedService {
  id: string;
  name: string;
  department: string | null;
}

export interface ServicePickerProps {
  /** Services already chosen: not offered again. */
  exclude: readonly string[];
  onPick: (service: PickedService) => void;
  disabled?: boolean;
}

/** Finds active services as the user types (arrows and Enter, or a click, pick one). */
export function ServicePicker({ exclude, onPick, disabled = false }: ServicePickerProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const results = useServiceSearch(
    { term: debounced, take: PICKER_SIZE, activeServices: 'true' },
    debounced !== '',
  );
  const options = debounced === '' ? [] : (results.data?.items ?? []).filter((s) => !exclude.includes(s.id));
  const nothing = debounced !== '' && results.isSuccess && !results.isPlaceholderData && options.length === 0;

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(id) => {
        const service = options.find((s) => s.id === id);
        if (!service) return;
        onPick({ id: service.id, name: service.name, department: service.department?.name ?? null });
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Find a service to recommend"
          description="Type part of its name, a need or an organisation; only active services are offered"
          placeholder="e.g. food bank"
          value={text}
          disabled={disabled}
          autoComplete="off"
          maxLength={200}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            results.isFetching && debounced !== '' ? <Loader size={14} aria-label="Searching" /> : null
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter picks an option; it never submits a surrounding form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Combobox.Target>
      <ServiceOptions
        services={options}
        label="Matching services"
        empty={nothing ? <>No other active service matches “{debounced}”.</> : undefined}
      />
    </Combobox>
  );
}
