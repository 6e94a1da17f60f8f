import type { z } from 'zod';

export interface IssuesByFieldOptions {
  /** Array fields whose items' issues belong to the field as a whole: "eventTypes.3" → "eventTypes". */
  wholeFields?: readonly string[];
}

/** The first message per field of a failed parse, keyed by the field's path ("url", "sortOrder"). */
export function issuesByField(
  error: z.ZodError | undefined,
  { wholeFields = [] }: IssuesByFieldOptions = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    const key = wholeFields.find((field) => path.startsWith(`${field}.`)) ?? path;
    if (key !== '' && !(key in result)) result[key] = issue.message;
  }
  return result;
}
