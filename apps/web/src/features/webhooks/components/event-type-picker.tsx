import { WEBHOOK_EVENT_GROUPS, type WebhookEventInfo } from '@casework/contract';
import { Alert, Checkbox, Code, Fieldset, Skeleton, Stack, Text } from '@mantine/core';
import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { EventExample } from './event-example.tsx';

export interface EventTypePickerProps {
  /** The catalogue (GET /webhooks/event-types); undefined while it loads. */
  catalogue: readonly WebhookEventInfo[] | undefined;
  /** Why the catalogue could not be loaded, if it could not. */
  catalogueError: string | null;
  value: readonly string[];
  onChange: (eventTypes: string[]) => void;
  error?: string;
  /** Lets the form move focus here when no event is chosen. */
  ref?: Ref<EventTypePickerHandle>;
}

export interface EventTypePickerHandle {
  /** Focus the first checkbox (the whole group while the events load), scrolling it into view. */
  focus: () => void;
}

/** The catalogue in its groups, in the order the contract gives them. */
export function groupEvents(catalogue: readonly WebhookEventInfo[]) {
  return WEBHOOK_EVENT_GROUPS.map((group) => ({
    group,
    events: catalogue.filter((event) => event.group === group),
  })).filter((g) => g.events.length > 0);
}

/** The catalogue's description, its `quoted` field names set as code. */
function EventDescription({ text }: { text: string }) {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <Code key={i}>{part}</Code> : part))}</>;
}

/**
 * The events a webhook subscribes to: a checkbox per event with what it means and an example payload, grouped,
 * each group with a "select all" that shows a dash when only some of its events are chosen.
 */
export function EventTypePicker({
  catalogue,
  catalogueError,
  value,
  onChange,
  error,
  ref,
}: EventTypePickerProps) {
  const id = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const firstCheckboxRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => (firstCheckboxRef.current ?? fieldsetRef.current)?.focus(),
  }));
  const chosen = new Set(value);
  const toggle = (types: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const type of types) {
      if (on) next.add(type);
      else next.delete(type);
    }
    // The catalogue's order, not the clicking order, so the request reads the same every time.
    onChange((catalogue ?? []).map((e) => e.type).filter((type) => next.has(type)));
  };
  const describedBy = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Fieldset
      legend={
        <Text span fw={600} size="sm">
          Events{' '}
          <Text span c="var(--mantine-color-error)" aria-hidden>
            *
          </Text>
        </Text>
      }
      aria-describedby={describedBy}
      variant="unstyled"
      ref={fieldsetRef}
      tabIndex={-1}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" id={`${id}-help`}>
          Choose what this receiver is told about. Payloads hold ids and the names of changed fields, never
          message text or files. A test event can always be sent, whatever you choose.
        </Text>
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)" id={`${id}-error`}>
            {error}
          </Text>
        ) : null}
        {catalogueError ? (
          <Alert color="red" role="alert" title="The events could not be loaded">
            {catalogueError}
          </Alert>
        ) : !catalogue ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the events" role="status">
            <Skeleton height={24} width="40%" />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <>
            {groupEvents(catalogue).map(({ group, events }, index) => {
              const types = events.map((e) => e.type);
              const count = types.filter((t) => chosen.has(t)).length;
              return (
                <Fieldset
                  key={group}
                  legend={
                    <Text span fw={600} size="sm">
                      {group}
                    </Text>
                  }
                  variant="filled"
                  p="sm"
                >
                  <Stack gap="sm">
                    <Checkbox
                      // The first checkbox is where focus lands when no event is chosen: it carries the error.
                      ref={index === 0 ? firstCheckboxRef : undefined}
                      aria-describedby={index === 0 && error ? `${id}-error` : undefined}
                      aria-invalid={index === 0 && error ? true : undefined}
                      label={`Select all in ${group}`}
                      checked={count === types.length}
                      indeterminate={count > 0 && count < types.length}
                      onChange={(e) => toggle(types, e.currentTarget.checked)}
                      fw={600}
                    />
                    {events.map((event) => (
                      <Stack key={event.type} gap={0} pl="lg">
                        <Checkbox
                          label={
                            <Text span ff="monospace" size="sm">
                              {event.type}
                            </Text>
                          }
                          description={<EventDescription text={event.description} />}
                          checked={chosen.has(event.type)}
                          onChange={(e) => toggle([event.type], e.currentTarget.checked)}
                          value={event.type}
                        />
                        <Stack gap={0} pl={32}>
                          <EventExample event={event} />
                        </Stack>
                      </Stack>
                    ))}
                  </Stack>
                </Fieldset>
              );
            })}
            <Text size="sm" aria-live="polite">
              {`${value.length} of ${catalogue.length} events chosen`}
            </Text>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
