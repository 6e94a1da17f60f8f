import {
  fillTemplateVariables,
  type MessageTemplateView,
  type TemplateVariableValues,
} from '@casework/contract';
import { Badge, Button, Group, Loader, Popover, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageBolt, IconPaperclip, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { useMessageTemplates } from '../api/list-message-templates.ts';
import classes from './quick-message-picker.module.css';

/** How many matches the picker lists: a search narrows it further. */
export const PICKER_RESULTS = 20;

/** What the picker hands the composer: the filled HTML and the template's files. */
export interface PickedQuickMessage {
  html: string;
  attachment: {
    templateId: string;
    templateName: string;
    files: readonly { name: string; size: number }[];
  };
}

export interface QuickMessagePickerProps {
  opened: boolean;
  onOpenChange: (opened: boolean) => void;
  /** The variable values of the message being written. */
  values: TemplateVariableValues;
  onInsert: (picked: PickedQuickMessage) => void;
  disabled: boolean;
}

/** A template as inserted: its HTML with the variables of the message at hand filled in. */
export function pickedQuickMessage(
  template: MessageTemplateView,
  values: TemplateVariableValues,
): PickedQuickMessage {
  return {
    html: fillTemplateVariables(template.bodyHtml, values),
    attachment: {
      templateId: template.id,
      templateName: template.name,
      files: template.files.map((f) => ({ name: f.name, size: f.size })),
    },
  };
}

/**
 * The composer's "Quick messages" button: a searchable list of the caller's personal templates and those of their
 * teams. Type to search (the server ranks), arrow keys move, Enter inserts, Escape closes; open it again to insert
 * another one.
 */
export function QuickMessagePicker({
  opened,
  onOpenChange,
  values,
  onInsert,
  disabled,
}: QuickMessagePickerProps) {
  return (
    <Popover
      opened={opened}
      onDismiss={() => onOpenChange(false)}
      closeOnEscape={false}
      trapFocus
      returnFocus={false}
      position="top-start"
      shadow="md"
      width={440}
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="subtle"
          leftSection={<IconMessageBolt size={16} aria-hidden />}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-keyshortcuts="Control+/"
          title="Quick messages (Ctrl+/)"
          onClick={() => onOpenChange(!opened)}
        >
          Quick messages
        </Button>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown} aria-label="Quick messages">
        {opened ? (
          <PickerList values={values} onInsert={onInsert} onClose={() => onOpenChange(false)} />
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

interface PickerListProps {
  values: TemplateVariableValues;
  onInsert: (picked: PickedQuickMessage) => void;
  onClose: () => void;
}

function PickerList({ values, onInsert, onClose }: PickerListProps) {
  const listId = useId();
  const statusId = useId();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 200);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const query = useMessageTemplates({
    includeTeams: true,
    term: debounced || undefined,
    take: PICKER_RESULTS,
  });
  const items = query.data?.items ?? [];
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${listId}-${index}`;
  const searching = query.isFetching || term.trim() !== debounced;

  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function insert(template: MessageTemplateView) {
    onInsert(pickedQuickMessage(template, values));
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      setActive(Math.max(items.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[activeIndex];
      if (chosen) insert(chosen);
    }
  }

  const status = query.isError
    ? `Quick messages could not be loaded: ${errorMessage(query.error)}`
    : !query.data
      ? 'Loading quick messages…'
      : items.length === 0
        ? debounced
          ? `No quick message matches “${debounced}”.`
          : 'No quick messages yet. Create them on the Quick messages page of your team inbox.'
        : query.data.total > items.length
          ? `The ${items.length} best of ${query.data.total} quick messages. Type to narrow them down.`
          : `${items.length} ${items.length === 1 ? 'quick message' : 'quick messages'}.`;

  return (
    <div className={classes.body}>
      <TextInput
        label="Search quick messages"
        placeholder="Name, category or text"
        value={term}
        onChange={(e) => {
          setTerm(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        leftSection={searching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />}
        data-autofocus
        autoComplete="off"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
        aria-describedby={statusId}
      />
      <Text id={statusId} size="xs" c="dimmed" role="status" mt={6}>
        {status}
      </Text>
      <ul ref={list} id={listId} role="listbox" aria-label="Quick messages" className={classes.list}>
        {items.map((template, index) => (
          <li
            key={template.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            data-index={index}
            className={classes.option}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => index !== activeIndex && setActive(index)}
            onClick={() => insert(template)}
          >
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text size="sm" fw={600} truncate>
                {template.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                {template.files.length > 0 ? (
                  <Badge
                    size="xs"
                    variant="default"
                    leftSection={<IconPaperclip size={10} aria-hidden />}
                    aria-label={`${template.files.length} ${template.files.length === 1 ? 'file' : 'files'}`}
                  >
                    {template.files.length}
                  </Badge>
                ) : null}
                <Badge size="xs" variant="light" color={template.type === 'team' ? 'indigo' : 'gray'}>
                  {template.team?.name ?? 'Personal'}
                </Badge>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {template.bodyText}
            </Text>
          </li>
        ))}
      </ul>
      <Text size="xs" c="dimmed" mt={6} aria-hidden>
        ↑ ↓ to choose · Enter to insert · Esc to close
      </Text>
    </div>
  );
}
