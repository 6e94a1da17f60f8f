import { MAX_PHONES, PHONE_TYPES } from '@casework/contract';
import { ActionIcon, Button, Fieldset, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { PhoneInput } from '../../../platform/forms/phone-input.tsx';

/** One phone number as edited: digits as typed, its kind, and whether it is the one to call first. */
export interface PhoneDraft {
  /** Keeps React's row identity stable while rows are added and removed. */
  key: number;
  number: string;
  type: '' | (typeof PHONE_TYPES)[number];
  isPreferred: boolean;
}

/** The server keeps at most this many numbers. */

const TYPE_LABELS: Record<(typeof PHONE_TYPES)[number], string> = { mobile: 'Mobile', home: 'Home' };
/** The choices of a phone's kind: the contract's kinds, and "Not given" (the kind is optional). */
export const PHONE_KIND_OPTIONS = [
  { value: '', label: 'Not given' },
  ...PHONE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
];

export interface PhoneListInputProps {
  value: PhoneDraft[];
  onChange: (phones: PhoneDraft[]) => void;
  /** Errors by row index (a row's number), and one for the list as a whole. */
  rowErrors: Record<number, string>;
  listError?: string | undefined;
  idPrefix: string;
}

let nextKey = 1;
/** A fresh row key, unique for the page's lifetime. */
export function newPhoneKey(): number {
  return nextKey++;
}

/**
 * Phone numbers, each with its kind and a "preferred" choice (at most one), added and removed in place. A number
 * added takes the focus, so the digits typed next go into it; a number removed hands it to the next one (else the
 * one before, else "Add a phone number"), never to the page.
 */
export function PhoneListInput({ value, onChange, rowErrors, listError, idPrefix }: PhoneListInputProps) {
  const change = (index: number, patch: Partial<PhoneDraft>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const phoneId = (key: number) => `${idPrefix}-phone-${key}`;
  const addRef = useRef<HTMLButtonElement>(null);
  // The row whose number takes the focus once the list shows it, or "add" for the Add button.
  const focusNext = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (target === 'add' ? addRef.current : document.getElementById(phoneId(target)))?.focus();
  });

  function add() {
    const key = newPhoneKey();
    focusNext.current = key;
    onChange([...value, { key, number: '', type: '', isPreferred: value.length === 0 }]);
  }

  function remove(index: number) {
    focusNext.current = (value[index + 1] ?? value[index - 1])?.key ?? 'add';
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <Fieldset legend="Phone numbers" variant="unstyled">
      <Stack gap="xs">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No phone numbers.
          </Text>
        ) : null}
        {value.map((row, index) => {
          const n = index + 1;
          return (
            <Group key={row.key} gap="sm" align="flex-start" wrap="wrap">
              <PhoneInput
                id={phoneId(row.key)}
                label={`Phone ${n}`}
                value={row.number}
                onChange={(digits) => change(index, { number: digits })}
                error={rowErrors[index]}
                autoComplete="off"
                style={{ flex: '1 1 12rem' }}
              />
              <NativeSelect
                id={`${idPrefix}-phone-type-${row.key}`}
                label={`Kind of phone ${n}`}
                value={row.type}
                onChange={(e) => change(index, { type: e.currentTarget.value as PhoneDraft['type'] })}
                data={PHONE_KIND_OPTIONS}
              />
              <Radio
                mt={30}
                name={`${idPrefix}-preferred-phone`}
                label="Preferred"
                aria-label={`Phone ${n} is preferred`}
                checked={row.isPreferred}
                onChange={() => onChange(value.map((r, i) => ({ ...r, isPreferred: i === index })))}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`Remove phone ${n}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            ref={addRef}
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={value.length >= MAX_PHONES}
            onClick={add}
          >
            Add a phone number
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
