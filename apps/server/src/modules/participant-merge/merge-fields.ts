import { MERGE_PARTICIPANT_FIELDS } from '@casework/contract';
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
 * field choice overrides it. Also returns, for every path where the sides differ, which side won.
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
    if (side === 'source') (values as Record<string, unknown>)[field] = source[field];
  }
  // email may be null but never undefined; the others are required columns and stay the target's when the source lacks them.
  for (const field of ['firstName', 'lastName', 'dob'] as const) {
    if (isEmpty(values[field])) values[field] = target[field];
  }
  values.profile = mergeProfiles(target.profile ?? {}, source.profile ?? {}, choices, chosen);
  return { values, chosen };
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
