import type { z } from 'zod';

/** The first message per field of a failed parse, keyed by the field's path ("url", "sortOrder"). */
export function issuesByField(error: z.ZodError | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !(key in result)) result[key] = issue.message;
  }
  return result;
}
