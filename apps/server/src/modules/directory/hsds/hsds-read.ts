import type { FieldError } from '@casework/contract';
import { badRequest } from '#src/platform/errors/app-error.ts';
import {
  HsdsEnvelope,
  HsdsService,
  hsdsIssueMessage,
  type HsdsService as ParsedService,
} from './hsds-schema.ts';

/** Most problems one answer lists (all are counted). */
export const MAX_LISTED_PROBLEMS = 50;

/** Problems found in a data set: the first 50 are kept for the answer, every one is counted. */
export class HsdsProblems {
  readonly listed: FieldError[] = [];
  total = 0;

  add(field: string, message: string): void {
    this.total += 1;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push({ field, message });
  }

  /** Refuses the whole data set (400, nothing written) when anything was found. */
  throwIfAny(): void {
    if (this.total === 0) return;
    const shown = this.total > this.listed.length ? ` (the first ${this.listed.length} are listed)` : '';
    throw badRequest(
      `The HSDS data set has ${this.total} problem${this.total === 1 ? '' : 's'}${shown}; nothing was imported. ` +
        'Correct the fields named in errors[] and send the whole file again.',
      this.listed,
    );
  }
}

/** One service of the file and where it is: "services[3]" (JSON) or "line[4]" (ndjson, lines count from 1). */
export interface HsdsRecord {
  at: string;
  service: ParsedService;
}

/** "services[3]" + ["service_at_locations", 0, "location"] → "services[3].service_at_locations[0].location". */
export function fieldPath(at: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : `${field}.${String(key)}`),
    at,
  );
}

/** The raw services of a JSON body: the export's envelope, or a bare array of services. */
function jsonServices(body: unknown, problems: HsdsProblems): { at: string; raw: unknown }[] {
  if (Array.isArray(body)) return body.map((raw, i) => ({ at: `services[${i}]`, raw }));
  if (body === null || typeof body !== 'object') {
    problems.add(
      'body',
      'Send an HSDS data set: { "hsds_version": "3.1.1", "services": [ ... ] } or a list of services',
    );
    return [];
  }
  const envelope = HsdsEnvelope.safeParse(body, { error: hsdsIssueMessage });
  if (!envelope.success) {
    for (const issue of envelope.error.issues) problems.add(fieldPath('body', issue.path), issue.message);
    return [];
  }
  return envelope.data.services.map((raw, i) => ({ at: `services[${i}]`, raw }));
}

/** The raw services of an ndjson body: one JSON service per line; blank lines are skipped. */
function ndjsonServices(body: string, problems: HsdsProblems): { at: string; raw: unknown }[] {
  const records: { at: string; raw: unknown }[] = [];
  body.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const at = `line[${i + 1}]`;
    try {
      records.push({ at, raw: JSON.parse(line) });
    } catch {
      problems.add(at, `Line ${i + 1} is not valid JSON; each line must hold one whole service`);
    }
  });
  return records;
}

/**
 * Reads and validates every service of a JSON or ndjson body against the HSDS schema. Problems go to `problems`
 * with their path; the services that passed are answered (the caller refuses the file if any failed).
 */
export function readHsdsServices(
  body: unknown,
  format: 'json' | 'ndjson',
  problems: HsdsProblems,
): HsdsRecord[] {
  const raws =
    format === 'ndjson'
      ? ndjsonServices(typeof body === 'string' ? body : '', problems)
      : jsonServices(body, problems);
  if (raws.length === 0 && problems.total === 0)
    problems.add('body', 'The data set holds no services; there is nothing to import');
  const records: HsdsRecord[] = [];
  for (const { at, raw } of raws) {
    const parsed = HsdsService.safeParse(raw, { error: hsdsIssueMessage });
    if (parsed.success) records.push({ at, service: parsed.data });
    else for (const issue of parsed.error.issues) problems.add(fieldPath(at, issue.path), issue.message);
  }
  return records;
}
