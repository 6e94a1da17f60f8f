import type { Db, DbOrTx, Tx } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound, type AppError } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import type { DirectoryAccess } from '../directory-access.ts';
import { recordDirectoryChange } from '../directory-changes.ts';
import { seesEveryStatus } from '../directory-read.ts';
import {
  UniqueViolationError,
  type Page,
  type RowFilter,
  type TableRepositoryFactory,
} from './table.repository.ts';

export interface ResourceServiceDeps {
  db: Db;
  access: DirectoryAccess;
}

/** What a directory write reports besides its answer: the services it touched and a sentence for the admin log. */
export interface WriteOutcome<T> {
  result: T;
  serviceIds: readonly string[];
  what: string;
  message: string;
}

export type DirectoryWrite = <T>(
  principal: Principal,
  work: (tx: Tx) => Promise<WriteOutcome<T>>,
) => Promise<T>;

/**
 * Every directory write: refused (403) without Directory.Edit, then one transaction that ends by reindexing the
 * touched services, writing their service.updated events and the admin-log row (recordDirectoryChange). An error
 * anywhere rolls all of it back.
 */
export function directoryWriter({ db, access }: ResourceServiceDeps): DirectoryWrite {
  return async (principal, work) => {
    await access.assertCanEdit(principal);
    return db.transaction(async (tx) => {
      const outcome = await work(tx);
      await recordDirectoryChange(tx, {
        actorUserId: principal.userId,
        serviceIds: outcome.serviceIds,
        what: outcome.what,
        message: outcome.message,
      });
      return outcome.result;
    });
  };
}

/** The parent a resource's rows hang under (a service, a location), found from the path. */
export interface Parent<Owner> {
  /** Columns every row of the parent has (and every new row gets), e.g. { serviceId }. */
  owner: Owner;
  /** Names the parent in admin-log sentences, e.g. 'Service "Food Bank"'. */
  name: string | null;
}

export interface ParentResolver<Params, Owner> {
  /** For reads: 404 when the parent does not exist or the caller may not read it. */
  read(db: DbOrTx, principal: Principal, params: Params): Promise<Parent<Owner>>;
  /** For writes (the caller may edit): 404 when the parent does not exist. */
  write(tx: Tx, params: Params): Promise<Parent<Owner>>;
}

const NO_PARENT: ParentResolver<unknown, object> = {
  read: async () => ({ owner: {}, name: null }),
  write: async () => ({ owner: {}, name: null }),
};

/**
 * One directory resource, stated once: its table, how a body becomes a row, the checks of a write, how rows are
 * shown, and which services a row touches (their search index rows and subscribers hear of every change).
 */
export interface ResourceDefinition<
  Row extends { id: string },
  New,
  Body,
  View,
  Params extends Record<string, string>,
  Query = unknown,
  OwnerKeys extends keyof New = never,
> {
  /** Names one object in 404s and the admin log, e.g. "contact". */
  kind: string;
  /** The change label of events and the admin log, e.g. "contacts". */
  what: string;
  /** The path parameter holding the item id, e.g. "contactId". */
  idParam: keyof Params & string;
  table: TableRepositoryFactory<Row, New>;
  parent?: ParentResolver<Params, Pick<New, OwnerKeys>>;
  /** The row fields a body sets; PUT sets them all again (a replace, not a patch). */
  values(body: Body): Omit<New, 'id' | OwnerKeys>;
  /** Refuses a body (400 with field errors, 409) before it is written; `current` is the row a PUT replaces. */
  check?(tx: Tx, body: Body, parent: Parent<Pick<New, OwnerKeys>>, current?: Row): Promise<void>;
  /** The error when a unique index refuses the write (a race the check could not see). */
  conflict?(body: Body): AppError;
  present(db: DbOrTx, rows: Row[], principal: Principal): Promise<View[]>;
  /** The services whose index and subscribers a change of this row concerns. */
  touched(db: DbOrTx, row: Row): Promise<readonly string[]>;
  /** How the admin log names a row, e.g. the contact's name. */
  label(row: Row, db: DbOrTx): string | Promise<string>;
  /** List filters taken from the query string, e.g. { serviceId, locationId }. */
  listFilter?(query: Query): RowFilter<Row>['equals'];
  /** Participants do not see rows of a service that is not active. */
  hidesInactiveServices?: boolean;
}

const sentence = (parentName: string | null, verb: string, what: string) =>
  parentName ? `${parentName}: ${verb.toLowerCase()} ${what}` : `${verb} ${what}`;

/** Every directory resource's list, item, create, replace and delete, from its definition. */
export function createResourceService<
  Row extends { id: string },
  New,
  Body,
  View,
  Params extends Record<string, string>,
  Query,
  OwnerKeys extends keyof New = never,
>(deps: ResourceServiceDeps, def: ResourceDefinition<Row, New, Body, View, Params, Query, OwnerKeys>) {
  const { db } = deps;
  const write = directoryWriter(deps);
  const parentOf = (def.parent ?? NO_PARENT) as ParentResolver<Params, Pick<New, OwnerKeys>>;
  const equalsOf = (owner: object) => owner as RowFilter<Row>['equals'];
  const readFilter = (principal: Principal, owner: object): RowFilter<Row> => ({
    equals: equalsOf(owner),
    activeServicesOnly: def.hidesInactiveServices === true && !seesEveryStatus(principal),
  });
  const presentOne = async (dbOrTx: DbOrTx, row: Row, principal: Principal) =>
    (await def.present(dbOrTx, [row], principal))[0]!;
  const label = async (row: Row, tx: Tx) => `${def.kind} "${await def.label(row, tx)}"`;

  async function existing(tx: Tx, params: Params) {
    const parent = await parentOf.write(tx, params);
    const id = params[def.idParam]!;
    const row = await def.table(tx).find(id, { equals: equalsOf(parent.owner) }, { lock: true });
    if (!row) throw notFound(def.kind, id);
    return { parent, row };
  }

  async function unique<T>(body: Body, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueViolationError && def.conflict) throw def.conflict(body);
      throw error;
    }
  }

  async function touchedBy(tx: Tx, rows: Row[]): Promise<string[]> {
    const ids = await Promise.all(rows.map((row) => def.touched(tx, row)));
    return [...new Set(ids.flat())];
  }

  return {
    idParam: def.idParam,

    async list(
      principal: Principal,
      params: Params,
      query: Query & Page,
    ): Promise<{ items: View[]; total: number }> {
      const parent = await parentOf.read(db, principal, params);
      const filter = readFilter(principal, { ...def.listFilter?.(query), ...parent.owner });
      const { rows, total } = await def.table(db).page(filter, query);
      return { items: await def.present(db, rows, principal), total };
    },

    async get(principal: Principal, params: Params): Promise<View> {
      const parent = await parentOf.read(db, principal, params);
      const id = params[def.idParam]!;
      const row = await def.table(db).find(id, readFilter(principal, parent.owner));
      if (!row) throw notFound(def.kind, id);
      return presentOne(db, row, principal);
    },

    create(principal: Principal, params: Params, body: Body): Promise<View> {
      return write(principal, async (tx) => {
        const parent = await parentOf.write(tx, params);
        await def.check?.(tx, body, parent);
        const values = { ...def.values(body), ...parent.owner, id: uuidv7() } as New;
        const row = await unique(body, () => def.table(tx).insert(values));
        return {
          result: await presentOne(tx, row, principal),
          serviceIds: await touchedBy(tx, [row]),
          what: def.what,
          message: sentence(parent.name, 'Added', await label(row, tx)),
        };
      });
    },

    update(principal: Principal, params: Params, body: Body): Promise<View> {
      return write(principal, async (tx) => {
        const { parent, row: current } = await existing(tx, params);
        await def.check?.(tx, body, parent, current);
        const values = { ...def.values(body), ...parent.owner } as Partial<New>;
        const row = await unique(body, () => def.table(tx).update(current.id, values));
        return {
          result: await presentOne(tx, row, principal),
          serviceIds: await touchedBy(tx, [current, row]),
          what: def.what,
          message: sentence(parent.name, 'Changed', await label(row, tx)),
        };
      });
    },

    remove(principal: Principal, params: Params): Promise<void> {
      return write(principal, async (tx) => {
        const { parent, row } = await existing(tx, params);
        const serviceIds = await touchedBy(tx, [row]);
        const message = sentence(parent.name, 'Removed', await label(row, tx));
        await def.table(tx).remove([row.id]);
        return { result: undefined, serviceIds, what: def.what, message };
      });
    },
  };
}
export type { Page } from './table.repository.ts';

/** What the routes of a resource call (a resource with its own list or delete rules overrides those). */
export type ResourceService<View, Params, Body, Query = unknown> = {
  /** The path parameter holding the item id. */
  readonly idParam: string;
  list(principal: Principal, params: Params, query: Query & Page): Promise<{ items: View[]; total: number }>;
  get(principal: Principal, params: Params): Promise<View>;
  create(principal: Principal, params: Params, body: Body): Promise<View>;
  update(principal: Principal, params: Params, body: Body): Promise<View>;
  remove(principal: Principal, params: Params): Promise<unknown>;
};
