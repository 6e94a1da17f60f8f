import type { z } from 'zod';
import type { ServiceCategoryBody, ServiceCategoryView } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, notFound } from '#src/platform/errors/app-error.ts';
import { servicesWhere } from '../directory-index.ts';
import { seesEveryStatus } from '../directory-read.ts';
import { OTHER_CATEGORY_ID, createCategoriesRepository } from './categories.repository.ts';
import { categoriesTable, categoryNameInUse, type CategoryRow } from './directory-tables.repository.ts';
import { nameTaken } from './references.service.ts';
import {
  createResourceService,
  directoryWriter,
  type Page,
  type ResourceServiceDeps,
} from './resource-engine.service.ts';

type CategoryParams = { categoryId: string };
type CategoryBody = z.output<typeof ServiceCategoryBody>;

/** "Other" receives the services of deleted categories, so it always exists under that name. */
const otherIsFixed = (action: 'deleted' | 'renamed') =>
  new AppError(
    409,
    'service_category.other_required',
    `The category "Other" cannot be ${action}: it receives the services of every deleted category. ` +
      'Change its description only, or create another category.',
    action === 'renamed'
      ? { errors: [{ field: 'body.name', message: 'The category "Other" keeps its name' }] }
      : {},
  );

const categoryNameTaken = (name: string) => nameTaken('service_category.name_taken', 'category', name);

/** Participants count active services only; staff count every service. */
async function presentCategories(
  db: DbOrTx,
  rows: CategoryRow[],
  principal: Principal,
): Promise<ServiceCategoryView[]> {
  const counts = await createCategoriesRepository(db).serviceCounts(
    rows.map((r) => r.id),
    !seesEveryStatus(principal),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isOther: row.id === OTHER_CATEGORY_ID,
    serviceCount: counts.get(row.id) ?? 0,
  }));
}

/** Service categories (HSDS taxonomy terms): names unique ignoring case; "Other" always exists. */
export function createCategoriesService(deps: ResourceServiceDeps) {
  const { db } = deps;
  const write = directoryWriter(deps);
  const resource = createResourceService(deps, {
    kind: 'service category',
    what: 'categories',
    idParam: 'categoryId',
    table: categoriesTable,
    values: (body: CategoryBody) => body,
    async check(tx, body, _parent, current) {
      if (current?.id === OTHER_CATEGORY_ID && body.name !== current.name) throw otherIsFixed('renamed');
      if (await categoryNameInUse(tx, body.name, current?.id)) throw categoryNameTaken(body.name);
    },
    conflict: (body) => categoryNameTaken(body.name),
    present: presentCategories,
    // A rename changes what the category's services are found by.
    touched: (tx, row) => servicesWhere(tx, 'category_id', row.id),
    label: (row) => row.name,
  });

  return {
    ...resource,

    /** By name; isFromServices: only categories with a service (for participants, an active service). */
    async list(principal: Principal, _params: unknown, query: Page & { isFromServices?: boolean }) {
      const { rows, total } = await createCategoriesRepository(db).page(
        { usedOnly: query.isFromServices === true, activeOnly: !seesEveryStatus(principal) },
        query,
      );
      return { items: await presentCategories(db, rows, principal), total };
    },

    /** Deletes a category; its services move to "Other" in the same transaction (and are reindexed). */
    remove(principal: Principal, params: CategoryParams): Promise<{ id: string; movedToOther: number }> {
      return write(principal, async (tx) => {
        const id = params.categoryId;
        if (id === OTHER_CATEGORY_ID) throw otherIsFixed('deleted');
        const row = await categoriesTable(tx).find(id, {}, { lock: true });
        if (!row) throw notFound('service category', id);
        const moved = await createCategoriesRepository(tx).moveServices(
          id,
          OTHER_CATEGORY_ID,
          principal.userId,
        );
        await categoriesTable(tx).remove([id]);
        return {
          result: { id, movedToOther: moved.length },
          serviceIds: moved,
          what: 'categories',
          message: `Deleted service category "${row.name}"; ${moved.length} service(s) moved to "Other"`,
        };
      });
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
