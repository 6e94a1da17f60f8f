import type { z } from 'zod';
import type { HsdsImportResult } from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { OTHER_CATEGORY_ID } from '#src/db/schema/index.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import { conflict } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { rebuildServiceIndex } from '../directory-index.ts';
import { collectDataSet, type HsdsDataSet, type HsdsServiceEntry } from './hsds-data-set.ts';
import { HsdsProblems, readHsdsServices } from './hsds-read.ts';
import { buildRows, type HsdsRows } from './hsds-rows.ts';
import { createHsdsRepository, type HsdsRepository } from './hsds.repository.ts';

export type HsdsFormat = 'json' | 'ndjson';
type ImportResult = z.output<typeof HsdsImportResult>;
type Counts = ImportResult['imported'];

/**
 * Reads and validates a whole HSDS data set (JSON envelope, bare array or ndjson) without touching the database.
 * Refuses it (400, every problem with its path, at most 50 listed) if any record is wrong.
 */
export function validateHsdsDataSet(body: unknown, format: HsdsFormat): HsdsDataSet {
  const problems = new HsdsProblems();
  const records = readHsdsServices(body, format, problems);
  const set = collectDataSet(records, problems);
  problems.throwIfAny();
  return set;
}

/** Ids named by reference must be in the directory already. */
async function checkReferences(
  repo: HsdsRepository,
  set: HsdsDataSet,
  problems: HsdsProblems,
): Promise<void> {
  const kinds = [
    ['organizations', 'departments', 'organization'],
    ['programs', 'programs', 'program'],
    ['locations', 'locations', 'location'],
  ] as const;
  for (const [kind, table, noun] of kinds) {
    const references = set.references[kind];
    const found = await repo.existingIds(table, references.keys());
    for (const [id, at] of references)
      if (!found.has(id))
        problems.add(
          at,
          `No ${noun} with id ${id} is in the file or the directory; include the ${noun} itself`,
        );
  }
}

/**
 * File organization id → department id. An organization new to the directory whose name a department already has
 * (ignoring case) is that department, which stays as it is; an existing one may not take another department's name.
 */
async function departmentIds(
  repo: HsdsRepository,
  set: HsdsDataSet,
  problems: HsdsProblems,
): Promise<Map<string, string>> {
  const organizations = [...set.organizations.values()];
  const existing = await repo.existingIds('departments', set.organizations.keys());
  const named = await repo.departmentsNamed(organizations.map((o) => o.value.name.toLowerCase()));
  const byName = new Map(named.map((d) => [d.name.toLowerCase(), d]));
  const ids = new Map<string, string>();
  for (const { at, value } of organizations) {
    const holder = byName.get(value.name.toLowerCase());
    if (!holder || holder.id === value.id || set.organizations.has(holder.id)) ids.set(value.id, value.id);
    else if (existing.has(value.id))
      problems.add(
        `${at}.name`,
        `The department "${holder.name}" (id ${holder.id}) already has this name; give the organization another name`,
      );
    else ids.set(value.id, holder.id);
  }
  return ids;
}

/**
 * Taxonomy term id → category id: the category of the same name (ignoring case; "Other" stays "Other"), else a
 * category with the term's id (created, or renamed to the term's name). Answers the category rows to write.
 */
async function categoryIds(repo: HsdsRepository, set: HsdsDataSet) {
  const categories = await repo.categories();
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  byName.set('other', OTHER_CATEGORY_ID);
  const known = new Set(categories.map((c) => c.id));
  const ofTerm = new Map<string, string>();
  const rows: HsdsRows['categories'] = [];
  for (const { value: term } of set.terms.values()) {
    const named = byName.get(term.name.toLowerCase());
    const id = named ?? term.id;
    ofTerm.set(term.id, id);
    byName.set(term.name.toLowerCase(), id);
    if (id === term.id && id !== OTHER_CATEGORY_ID)
      rows.push({ id, name: term.name, description: term.description });
  }
  const categoryOf = (entry: HsdsServiceEntry): string => {
    const termId = entry.categoryTermId;
    if (termId === null) return OTHER_CATEGORY_ID;
    return ofTerm.get(termId) ?? (known.has(termId) ? termId : OTHER_CATEGORY_ID);
  };
  return { rows, categoryOf };
}

/** Writes the rows: shared records first, then each service with every sub-resource the file gives it. */
async function writeRows(
  repo: HsdsRepository,
  set: HsdsDataSet,
  rows: HsdsRows,
  existingDepartments: Set<string>,
) {
  const serviceIds = set.services.map((e) => e.service.id);
  const locationIds = [...set.locations.keys()];
  const keep = (name: keyof HsdsRows) => rows[name].map((r) => r.id);
  // A department renamed away from a name must be written before the one that takes the name.
  rows.departments.sort(
    (a, b) => Number(existingDepartments.has(b.id)) - Number(existingDepartments.has(a.id)),
  );
  await repo.upsert('departments', rows.departments, { keep: ['teamId'] });
  await repo.upsert('programs', rows.programs);
  await repo.upsert('categories', rows.categories);
  await repo.upsert('locations', rows.locations);
  await repo.deleteOthers('addresses', 'locationId', locationIds, keep('addresses'));
  await repo.upsert('addresses', rows.addresses);
  await repo.upsert('services', rows.services, {
    keep: ['teamId', 'createdByUserId'],
    untracked: ['updatedByUserId'],
  });
  await repo.deleteOthers('servicesAtLocations', 'serviceId', serviceIds, keep('servicesAtLocations'));
  await repo.upsert('servicesAtLocations', rows.servicesAtLocations);
  await repo.deleteOthers('schedules', 'locationId', locationIds, keep('schedules'), true);
  for (const name of [
    'schedules',
    'phones',
    'contacts',
    'eligibilities',
    'requiredDocuments',
    'areas',
  ] as const) {
    await repo.deleteOthers(name, 'serviceId', serviceIds, keep(name));
    await repo.upsert(name, rows[name] as never);
  }
}

export interface AppliedDataSet {
  counts: Counts;
  createdServiceIds: string[];
  updatedServiceIds: string[];
}

/**
 * Writes a validated data set inside the caller's transaction: upserts by id, removes the sub-resources of the
 * file's services (and the addresses and hours of its locations) that the file no longer has, leaves services the
 * file does not name alone, never touches team ids, and rebuilds the search index. Refuses (400) ids the file
 * names without the record when the directory does not have them either, before writing anything.
 */
export async function applyHsdsDataSet(
  tx: DbOrTx,
  set: HsdsDataSet,
  actorUserId: string | null,
): Promise<AppliedDataSet> {
  const repo = createHsdsRepository(tx);
  const problems = new HsdsProblems();
  await checkReferences(repo, set, problems);
  const departments = await departmentIds(repo, set, problems);
  problems.throwIfAny();
  const categories = await categoryIds(repo, set);
  const departmentOf = (id: string | null) => (id === null ? null : (departments.get(id) ?? id));
  const rows = buildRows(set, { departmentOf, categoryOf: categories.categoryOf, actorUserId });
  rows.categories = categories.rows;
  const serviceIds = set.services.map((e) => e.service.id);
  const existingServices = await repo.existingIds('services', serviceIds);
  const existingDepartments = await repo.existingIds(
    'departments',
    rows.departments.map((d) => d.id),
  );
  await writeRows(repo, set, rows, existingDepartments);
  await rebuildServiceIndex(tx);
  return {
    counts: {
      services: serviceIds.length,
      locations: new Set(set.services.flatMap((e) => e.locations.map((l) => l.locationId))).size,
      organizations: new Set(rows.services.flatMap((s) => (s.departmentId ? [s.departmentId] : []))).size,
      categories: new Set(rows.services.map((s) => s.categoryId)).size,
    },
    createdServiceIds: serviceIds.filter((id) => !existingServices.has(id)),
    updatedServiceIds: serviceIds.filter((id) => existingServices.has(id)),
  };
}

/** The unique index a database error reports (drizzle wraps the driver's error in `cause`), if it is one. */
function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505') return constraint ?? 'a unique index';
    current = cause;
  }
  return null;
}

/**
 * POST /services/hsds: validates the whole data set, then writes it in one transaction with one activity row and
 * one outbox event per service (service.created or service.updated).
 */
export async function importHsds(
  db: Db,
  actorUserId: string,
  body: unknown,
  format: HsdsFormat,
): Promise<ImportResult> {
  const set = validateHsdsDataSet(body, format);
  try {
    return await db.transaction(async (tx) => {
      const applied = await applyHsdsDataSet(tx, set, actorUserId);
      await recordImport(tx, applied, actorUserId);
      return { imported: applied.counts };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(
      'resource.conflict',
      `The data set collides with the directory (${constraint}): two records would share a name or a place. Nothing was imported.`,
    );
  }
}

async function recordImport(tx: DbOrTx, applied: AppliedDataSet, actorUserId: string): Promise<void> {
  const event = (serviceId: string, type: 'service.created' | 'service.updated') => ({
    id: uuidv7(),
    type,
    aggregateType: 'service',
    aggregateId: serviceId,
    actorUserId,
    payload: { serviceId, changed: 'hsds-import' },
  });
  await createHsdsRepository(tx).recordServiceEvents([
    ...applied.createdServiceIds.map((id) => event(id, 'service.created')),
    ...applied.updatedServiceIds.map((id) => event(id, 'service.updated')),
  ]);
  const { services, locations, organizations, categories } = applied.counts;
  await writeActivity(tx, {
    kind: 'service-directory-imported',
    actorUserId,
    message:
      `Imported ${services} services from an HSDS file (${applied.createdServiceIds.length} new, ` +
      `${applied.updatedServiceIds.length} updated) with ${locations} locations, ${organizations} organizations ` +
      `and ${categories} categories`,
    detail: {
      ...applied.counts,
      serviceIds: [...applied.createdServiceIds, ...applied.updatedServiceIds].slice(0, 50),
    },
  });
}
