import { MERGE_PARTICIPANT_FIELDS, phoneDigits } from '@casework/contract';
import type { StoredPhone } from '#src/db/schema/index.ts';
import type { MergeFieldValues } from './participant-merge.repository.ts';

export type Side = 'target' | 'source';
type Profile = MergeFieldValues['profile'];

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The target's value survives, unless the target has none and the source has one: a merge never drops data silently. */
const defaultSide = (target: unknown, source: unknown): Side =>
  isEmpty(target) && !isEmpty(source) ? 'source' : 'target';

/**
 * The values the surviving participant ends up with. `choices` maps a field path (firstName, ..., profile.<section>,
 * profile.<section>.<field>) to the side whose value survives; a section choice is the default for its fields, a
 * field choice overrides it. Phones are the exception: both lists are kept (see mergePhones), and the choice says
 * whose preferred number stays preferred. Also returns, for every path where the sides differ, which side won.
 */
export function mergeFieldValues(
  target: MergeFieldValues,
  source: MergeFieldValues,
  choices: Record<string, Side>,
): { values: MergeFieldValues; chosen: Record<string, Side> } {
  const chosen: Record<string, Side> = {};
  const values = { ...target } as MergeFieldValues;
  for (const field of MERGE_PARTICIPANT_FIELDS) {
    const side = choices[field] ?? defaultSide(target[field], source[field]);
    if (!same(target[field], source[field])) chosen[field] = side;
    if (field === 'phones') {
      // No number is dropped: both lists are kept, and the chosen side's preferred number stays preferred.
      values.phones =
        side === 'source'
          ? mergePhones(source.phones, target.phones)
          : mergePhones(target.phones, source.phones);
    } else if (side === 'source') (values as Record<string, unknown>)[field] = source[field];
  }
  // email may be null but never undefined; the others are required columns and stay the target's when the source lacks them.
  for (const field of ['firstName', 'lastName', 'dob'] as const) {
    if (isEmpty(values[field])) values[field] = target[field];
  }
  values.profile = mergeProfiles(target.profile ?? {}, source.profile ?? {}, choices, chosen);
  return { values, chosen };
}

/** The same number however it was typed: its digits, without the leading 1 of an 11-digit number. */
function phoneKey(number: string): string {
  const digits = phoneDigits(number);
  if (digits === '') return number;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Both phone lists, each number once (by its digits): `first`'s numbers in their order, then `second`'s new ones.
 * One number stays preferred: `first`'s preferred one, else `second`'s. A number on both keeps `first`'s entry,
 * taking `second`'s type when `first` gives none.
 */
export function mergePhones(first: readonly StoredPhone[], second: readonly StoredPhone[]): StoredPhone[] {
  const both = [...first, ...second];
  const preferred = both.find((p) => p.isPreferred);
  const preferredKey = preferred ? phoneKey(preferred.number) : null;
  const byKey = new Map<string, StoredPhone>();
  for (const phone of both) {
    const key = phoneKey(phone.number);
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, {
        number: phone.number,
        isPreferred: key === preferredKey,
        ...(phone.type ? { type: phone.type } : {}),
      });
    } else if (!kept.type && phone.type) kept.type = phone.type;
  }
  return [...byKey.values()];
}

function mergeProfiles(
  target: Profile,
  source: Profile,
  choices: Record<string, Side>,
  chosen: Record<string, Side>,
) {
  const merged: Profile = {};
  for (const section of new Set([...Object.keys(target), ...Object.keys(source)])) {
    const t = target[section] ?? {};
    const s = source[section] ?? {};
    const sectionChoice = choices[`profile.${section}`];
    const result: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(t), ...Object.keys(s)])) {
      const path = `profile.${section}.${key}`;
      const side = choices[path] ?? sectionChoice ?? defaultSide(t[key], s[key]);
      if (!same(t[key], s[key])) chosen[path] = side;
      const value = side === 'source' ? s[key] : t[key];
      if (value !== undefined) result[key] = value;
    }
    if (Object.keys(result).length > 0 || section in target) merged[section] = result;
  }
  return merged;
}
