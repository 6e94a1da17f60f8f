import { expect } from 'vitest';

interface SafeParser {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

type Path = (string | number)[];

/** Every path inside a JSON-like value (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  return [];
}

/** A deep copy of `value` with the value at `path` replaced (or the key removed, for `remove`). */
function withAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const REPLACEMENTS: unknown[] = [
  null,
  undefined,
  '',
  'x',
  'not-a-uuid',
  '0190a5b4-0000-7000-8000-000000000001',
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
];

/**
 * The sample and what goes wrong with answers in practice: at every path a field missing, or replaced by null,
 * text, a UUID, numbers (negative, fractional, unsafe), a boolean, a list or an object; an extra field on every
 * object; and not an object at all.
 */
export function variantsOf(sample: unknown): unknown[] {
  const variants: unknown[] = [sample, null, 'x', [], 1];
  for (const path of pathsOf(sample)) {
    variants.push(withAt(sample, path, undefined, true));
    for (const replacement of REPLACEMENTS) variants.push(withAt(sample, path, replacement));
  }
  if (typeof sample === 'object' && sample !== null && !Array.isArray(sample))
    variants.push({ ...sample, extra: 1 });
  return variants;
}

/**
 * Holds a hand-written answer check to the contract's zod schema: for the samples and every variant of them, both
 * accept or both refuse, and what they accept reads the same.
 */
export function expectSameVerdicts(
  check: SafeParser,
  contract: SafeParser,
  samples: readonly unknown[],
): void {
  expect(samples.length).toBeGreaterThan(0);
  for (const sample of samples) {
    expect(check.safeParse(sample).success, 'a valid sample is accepted').toBe(true);
    for (const variant of variantsOf(sample)) {
      const ours = check.safeParse(variant);
      const theirs = contract.safeParse(variant);
      expect({ variant, accepted: ours.success }).toEqual({ variant, accepted: theirs.success });
      if (ours.success && theirs.success) expect(ours.data).toStrictEqual(theirs.data);
    }
  }
}
