import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';

const ADD_VALUE = '__add__';

/** Options of a Select from named entries (categories, departments, teams, locations ...). */
export function namedOptions(items: readonly { id: string; name: string }[]): ComboboxItem[] {
  return items.map((item) => ({ value: item.id, label: item.name }));
}

export interface SelectWithAddProps extends Omit<SelectProps, 'data' | 'onChange'> {
  data: readonly ComboboxItem[];
  onChange: (value: string | null) => void;
  /** The last option, e.g. "Add a category…": choosing it calls onAdd instead of selecting. */
  addLabel: string;
  onAdd: () => void;
}

/** A Select whose last option adds a new entry (a dialog), so the list can grow without leaving the form. */
export function SelectWithAdd({ data, onChange, addLabel, onAdd, ...props }: SelectWithAddProps) {
  return (
    <Select
      searchable
      // Focus coming back from the add dialog must not reopen the list; typing, arrows or a click open it.
      openOnFocus={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={[...data, { value: ADD_VALUE, label: addLabel }]}
      onChange={(value) => (value === ADD_VALUE ? onAdd() : onChange(value))}
    />
  );
}

export interface TeamSelectProps extends Omit<SelectProps, 'data' | 'label'> {
  teams: readonly { id: string; name: string }[];
}

/** The label of a team field: the team whose inbox receives the messages about a service. */
export const TEAM_SELECT_LABEL = 'Team that answers messages';

/** "Team that answers messages": the team whose inbox receives the messages about a service. */
export function TeamSelect({ teams, ...props }: TeamSelectProps) {
  return (
    <Select
      label={TEAM_SELECT_LABEL}
      data={namedOptions(teams)}
      searchable
      clearable
      nothingFoundMessage="No team has that name"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
