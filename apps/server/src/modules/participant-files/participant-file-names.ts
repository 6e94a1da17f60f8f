import { MAX_FILE_NAME_BYTES } from '@casework/contract';

/** A map key for a file reference within one participant (NUL never occurs in a category or name). */
export const refKey = (category: string, name: string) => `${category}\u0000${name}`;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * `name` if no file in `category` has it yet, otherwise the first free "base (n).ext" — shortening the base when
 * the suffix would take the name past the 255-byte limit.
 */
export function nameFreeIn(taken: ReadonlySet<string>, category: string, name: string): string {
  if (!taken.has(refKey(category, name))) return name;
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && name.length - dot <= 11;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot) : '';
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})${extension}`;
    let trimmed = base;
    while (trimmed.length > 0 && bytes(trimmed) + bytes(suffix) > MAX_FILE_NAME_BYTES) {
      trimmed = Array.from(trimmed).slice(0, -1).join('');
    }
    const candidate = `${trimmed.trimEnd()}${suffix}`;
    if (!taken.has(refKey(category, candidate))) return candidate;
  }
}
