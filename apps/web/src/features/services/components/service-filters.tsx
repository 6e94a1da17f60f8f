import type { ServiceSearchResponse } from '@casework/contract';
import { Badge, CloseButton, Group, Select, Switch, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { departmentsQueryOptions } from '../api/list-departments.ts';
import { serviceCategoriesQueryOptions } from '../api/list-service-categories.ts';
import { validId, type FinderSearch } from './service-finder-query.ts';

/** The "everything" option (Mantine options need a value; no id or city name looks like this). */
const ALL = '*';

type Facets = ServiceSearchResponse['facets'];

export interface ServiceFiltersProps {
  search: FinderSearch;
  /** The facets of the last answer (counts per category, department and city), undefined while loading. */
  facets: Facets | undefined;
  onChange: (change: Partial<FinderSearch>) => void;
}

interface Option {
  value: string;
  label: string;
}

/** The facet options with their counts, plus the chosen value when the facets no longer list it. */
function optionsOf(
  allLabel: string,
  facets: { value: string; name: string; count: number }[],
  chosen: string | undefined,
  chosenName: string | undefined,
): Option[] {
  const options = facets.map((f) => ({ value: f.value, label: `${f.name} (${f.count})` }));
  if (chosen !== undefined && !options.some((o) => o.value === chosen))
    options.unshift({ value: chosen, label: `${chosenName ?? 'Chosen'} (0)` });
  return [{ value: ALL, label: allLabel }, ...options];
}

/** Category, city and "open now", and the department a link narrowed the search to, as a removable chip. */
export function ServiceFilters({ search, facets, onChange }: ServiceFiltersProps) {
  const categoryId = validId(search.categoryId);
  const facetName = facets?.categories.find((c) => c.id === categoryId)?.name;
  // The name of a chosen category the facets do not list (no service of it matches the words).
  const categories = useQuery({
    ...serviceCategoriesQueryOptions(true),
    enabled: categoryId !== undefined && facets !== undefined && facetName === undefined,
  });
  const categoryName = facetName ?? categories.data?.items.find((c) => c.id === categoryId)?.name;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Filters">
      <Select
        label="Category"
        data={optionsOf(
          'All categories',
          (facets?.categories ?? []).map((c) => ({ value: c.id, name: c.name, count: c.count })),
          categoryId,
          categoryName,
        )}
        value={categoryId ?? ALL}
        onChange={(value) => onChange({ categoryId: value === ALL ? undefined : (value ?? undefined) })}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
      <CityFilter city={search.city} facets={facets} onChange={(city) => onChange({ city })} />
      <Switch
        label="Open now"
        checked={search.openNow === true}
        onChange={(event) => onChange({ openNow: event.currentTarget.checked || undefined })}
        mb={8}
      />
      <DepartmentChip
        departmentId={validId(search.departmentId)}
        facets={facets}
        onRemove={() => onChange({ departmentId: undefined })}
      />
    </Group>
  );
}

/**
 * The city, searchable by typing. The box empties when it takes the focus (the choice stays as its placeholder), so
 * typing "bet" looks for "bet", not for "All cities and townsbet"; leaving it without choosing shows the choice again.
 */
function CityFilter({
  city,
  facets,
  onChange,
}: {
  city: string | undefined;
  facets: Facets | undefined;
  onChange: (city: string | undefined) => void;
}) {
  const options = optionsOf(
    'All cities and towns',
    (facets?.cities ?? []).map((c) => ({ value: c.name, name: c.name, count: c.count })),
    city,
    city,
  );
  const value = city ?? ALL;
  const chosenLabel = options.find((o) => o.value === value)?.label ?? '';
  const [text, setText] = useState(chosenLabel);
  return (
    <Select
      label="City or town"
      data={options}
      value={value}
      onChange={(next) => {
        setText(options.find((o) => o.value === next)?.label ?? chosenLabel);
        onChange(next === ALL ? undefined : (next ?? undefined));
      }}
      searchValue={text}
      onSearchChange={(next) =>
        // Typing after a choice, still in the box: the typed letters, not the choice's name with them.
        setText(
          options.some((o) => o.label === text) && next.length > text.length && next.startsWith(text)
            ? next.slice(text.length)
            : next,
        )
      }
      onFocus={() => setText('')}
      placeholder={chosenLabel}
      nothingFoundMessage="No city or town by that name in these results"
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function DepartmentChip({
  departmentId,
  facets,
  onRemove,
}: {
  departmentId: string | undefined;
  facets: Facets | undefined;
  onRemove: () => void;
}) {
  const facetName = facets?.departments.find((d) => d.id === departmentId)?.name;
  const departments = useQuery({
    ...departmentsQueryOptions(),
    enabled: departmentId !== undefined && facets !== undefined && facetName === undefined,
  });
  if (!departmentId) return null;
  const name =
    facetName ?? departments.data?.items.find((d) => d.id === departmentId)?.name ?? 'the chosen department';
  return (
    <Group gap={6} mb={6} wrap="nowrap">
      <Text size="sm">Department:</Text>
      <Badge
        size="lg"
        variant="light"
        radius="sm"
        tt="none"
        leftSection={<IconBuilding size={14} aria-hidden />}
        rightSection={
          <CloseButton
            size="xs"
            aria-label={`Show services of every department, not only ${name}`}
            onClick={onRemove}
          />
        }
      >
        {name}
      </Badge>
    </Group>
  );
}
