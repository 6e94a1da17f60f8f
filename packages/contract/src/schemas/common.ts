import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { isValidIsoDate } from '../rules/date-input.ts';

export const Uuid = z.uuid().describe('A UUID (v7) identifier');

/** Query-string booleans: accepts true/false/1/0. */
export const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .describe('true or false');

export const PageQuery = z.object({
  take: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe(`How many items to return (1-${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE})`),
  skip: z.coerce.number().int().min(0).default(0).describe('How many items to skip'),
});

/** A paged list answer: `{ items, total }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) });
}

/**
 * A trimmed, non-empty string of at most `max` characters (SPEC §5: inputs are trimmed). `whenEmpty` says what to
 * enter there, e.g. "Enter the street address": every field names its own, so none is refused with a bare
 * "Must not be empty".
 */
export function trimmedText(max: number, whenEmpty: string) {
  return z.string().trim().min(1, whenEmpty).max(max, `Must be at most ${max} characters`);
}

/**
 * A calendar date as YYYY-MM-DD (no time, no zone). Its JSON Schema says `format: "date"`, which is how the web knows
 * to show and take it as MM/DD/YYYY (SPEC §5) in a form built from a schema (GET /schema/sections).
 */
export const IsoDate = z
  .string()
  .refine(isValidIsoDate, { error: 'Enter a real date as YYYY-MM-DD' })
  .meta({ format: 'date' })
  .describe('A calendar date, YYYY-MM-DD');
