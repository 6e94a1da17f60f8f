import {
  isServiceOpenAt,
  type ServiceDetailsView,
  type ServiceSearchResponse,
  type ServiceSummaryView,
} from '@casework/contract';
import type { z } from 'zod';
import type {
  ServiceBody as ServiceBodySchema,
  ServicesQuery as ServicesQuerySchema,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { OTHER_CATEGORY_ID } from '#src/db/schema/index.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';
import type { DirectoryAccess } from './directory-access.ts';
import { recordDirectoryChange } from './directory-changes.ts';
import { rebuildServiceIndex } from './directory-index.ts';
import { addressLine } from './directory-presenters.ts';
import { seesEveryStatus, type DirectoryReader } from './directory-read.ts';
import {
  loadServiceCores,
  loadServiceDetails,
  loadServiceParts,
  presentCore,
  summaryLocation,
} from './service-details.repository.ts';
import { createServicesRepository } from './services.repository.ts';
import { loadSummaries, searchServiceIds, type SummaryRow } from './service-search.repository.ts';

export interface ServicesDeps {
  db: Db;
  access: DirectoryAccess;
  reader: DirectoryReader;
  timeZone: string;
  /** The clock (tests pin it to check "open now"). */
  now?: () => Date;
}

type Body = z.output<typeof ServiceBodySchema>;
type Query = z.output<typeof ServicesQuerySchema>;

/** Search, read, create and change services; rebuild the search index. */
export function createServicesService({
  db,
  access,
  reader,
  timeZone,
  now = () => new Date(),
}: ServicesDeps) {
  /** Every id the body names must exist: one 400 listing each missing one, with its field. */
  async function checkReferences(tx: DbOrTx, body: Body): Promise<void> {
    const missing = await createServicesRepository(tx).missingReferences(body);
    if (missing.length > 0)
      throw badRequest(
        `The service names ${missing.length === 1 ? 'something' : 'things'} that do not exist: ${missing.join(', ')}. Choose from the lists offered.`,
        missing.map((field) => ({
          field: `body.${field}`,
          message: `Nothing with this id exists (${field})`,
        })),
      );
  }

  const columns = (body: Body, actorUserId: string) => ({
    name: body.name,
    alternateName: body.alternateName,
    description: body.description,
    url: body.url,
    email: body.email,
    status: body.status,
    feesDescription: body.feesDescription,
    applicationProcess: body.applicationProcess,
    interpretationServices: body.interpretationServices,
    categoryId: body.categoryId ?? OTHER_CATEGORY_ID,
    departmentId: body.departmentId,
    programId: body.programId,
    teamId: body.teamId,
    updatedByUserId: actorUserId,
    updatedAt: new Date(),
  });

  async function details(id: string): Promise<ServiceDetailsView> {
    const found = (await loadServiceDetails(db, [id], { now: now(), timeZone })).get(id);
    if (!found) throw notFound('service', id);
    return found;
  }

  function summarise(
    core: Awaited<ReturnType<typeof loadServiceCores>>[number],
    summary: SummaryRow | undefined,
    at: Date,
  ): ServiceSummaryView {
    const location = summary?.location ?? null;
    return withFields(presentCore(core), {
      primaryLocation: location && {
        id: location.id,
        name: location.name,
        address:
          location.address1 && location.city
            ? addressLine({
                address1: location.address1,
                address2: location.address2,
                city: location.city,
                stateProvince: location.stateProvince ?? '',
                postalCode: location.postalCode ?? '',
              })
            : null,
        city: location.city,
      },
      locationCount: summary?.location_count ?? 0,
      primaryPhone: summary?.phone ?? null,
      openNow: isServiceOpenAt(core.service, summary?.schedules ?? [], at, timeZone),
    });
  }

  /** The cards of these services; under a city filter each card shows a location in that city. */
  async function summaryItems(
    ids: string[],
    at: Date,
    includeTeam: boolean,
    city: string | undefined,
  ): Promise<ServiceSummaryView[]> {
    const [cores, summaries] = await Promise.all([loadServiceCores(db, ids), loadSummaries(db, ids, city)]);
    const coreOf = new Map(cores.map((c) => [c.service.id, c]));
    return ids.flatMap((id) => {
      const core = coreOf.get(id);
      if (!core) return [];
      const item: ServiceSummaryView = summarise(core, summaries.get(id), at);
      if (includeTeam)
        item.team = core.teamId && core.teamName ? { id: core.teamId, name: core.teamName } : null;
      return [item];
    });
  }

  /**
   * With allData the card is read from the details (first location and its first physical address, first phone, the
   * schedules that apply), which hold everything the card shows in the same order: the services and their cards are
   * not read a second time.
   */
  async function itemsWithDetails(
    ids: string[],
    at: Date,
    includeTeam: boolean,
    city: string | undefined,
  ): Promise<ServiceSummaryView[]> {
    const full = await loadServiceParts(db, ids, { now: at, timeZone });
    return ids.flatMap((id) => {
      const parts = full.get(id);
      if (!parts) return [];
      const { locations, phones } = parts.subResources;
      const item: ServiceSummaryView = withFields(parts.core, {
        primaryLocation: summaryLocation(locations, city),
        locationCount: locations.length,
        primaryPhone: phones[0]?.number ?? null,
        openNow: parts.openNow,
        details: parts.subResources,
      });
      if (includeTeam) item.team = parts.team;
      return [item];
    });
  }

  return {
    async search(principal: Principal, query: Query): Promise<ServiceSearchResponse> {
      const at = now();
      const page = await searchServiceIds(db, {
        term: query.term,
        activeOnly: !seesEveryStatus(principal) || query.activeServices === true,
        categoryId: query.categoryId,
        departmentId: query.departmentId,
        city: query.city,
        openAt: query.openNow ? { at, timeZone } : undefined,
        take: query.take,
        skip: query.skip,
      });
      const items = query.allData
        ? await itemsWithDetails(page.ids, at, query.includeTeam === true, query.city)
        : await summaryItems(page.ids, at, query.includeTeam === true, query.city);
      return { items, total: page.total, facets: page.facets, correctedTerm: page.correctedTerm };
    },

    /** One read: the status check uses the loaded row (a service the caller may not read answers 404). */
    async get(principal: Principal, serviceId: string): Promise<ServiceDetailsView> {
      const found = await details(serviceId);
      if (!seesEveryStatus(principal) && found.status !== 'active') throw notFound('service', serviceId);
      return found;
    },

    async create(principal: Principal, body: Body): Promise<ServiceDetailsView> {
      await access.assertCanEdit(principal);
      const id = uuidv7();
      await db.transaction(async (tx) => {
        await checkReferences(tx, body);
        await createServicesRepository(tx).insert({
          id,
          ...columns(body, principal.userId),
          createdByUserId: principal.userId,
        });
        await recordDirectoryChange(tx, {
          actorUserId: principal.userId,
          serviceIds: [id],
          what: 'service',
          message: `Added the service "${body.name}"`,
          type: 'service.created',
        });
      });
      return details(id);
    },

    async update(principal: Principal, serviceId: string, body: Body): Promise<ServiceDetailsView> {
      await access.assertCanEdit(principal);
      await db.transaction(async (tx) => {
        const before = await reader.existingService(tx, serviceId);
        await checkReferences(tx, body);
        await createServicesRepository(tx).update(serviceId, columns(body, principal.userId));
        const renamed = before.name === body.name ? '' : ` (was "${before.name}")`;
        const status = before.status === body.status ? '' : `; status ${before.status} → ${body.status}`;
        await recordDirectoryChange(tx, {
          actorUserId: principal.userId,
          serviceIds: [serviceId],
          what: 'service',
          message: `Changed the service "${body.name}"${renamed}${status}`,
        });
      });
      return details(serviceId);
    },

    async rebuildIndex(principal: Principal) {
      await access.assertCanEdit(principal);
      const started = performance.now();
      const result = await db.transaction((tx) => rebuildServiceIndex(tx));
      return { ...result, durationMs: Math.round(performance.now() - started) };
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
