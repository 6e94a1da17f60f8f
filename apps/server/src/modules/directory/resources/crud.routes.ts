import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, PageQuery, Uuid } from '@casework/contract';
import { readConfig, writeConfig } from '../directory-access.ts';
import type { Page, ResourceService } from './resource-engine.service.ts';

export type DirectoryApp = Parameters<FastifyPluginAsyncZod>[0];

export const tags = ['service directory'];

export const READ_ACCESS =
  'Everyone signed in reads the directory; participants see active services only (anything of another service ' +
  'answers 404).';
export const WRITE_ACCESS =
  `Needs the ${PERMISSIONS.DirectoryEdit} permission (a team role grants it) or the Administrator role; anyone ` +
  'else gets 403. The write, the search index of the services it touches, their service.updated events and the ' +
  'admin-log row commit together or not at all.';
export const deletedResponse = { 204: z.null().describe('Deleted') };

/** The path parameters of a collection plus the item id, e.g. { serviceId, contactId }. */
export function itemParams(collection: z.ZodObject | undefined, idParam: string): z.ZodObject {
  return z.object({ ...(collection?.shape ?? {}), [idParam]: Uuid });
}

/** What the registrar needs to know of one resource to serve its list, item, POST, PUT and (optional) DELETE. */
export interface CrudRouteSpec<View, Params, Body, Query> {
  /** Collection path under /api/v1, e.g. "/services/:serviceId/contacts". */
  path: string;
  /** "contact" / "contacts": the words of the summaries. */
  noun: string;
  plural: string;
  /** Path parameters of the collection (e.g. ServiceIdParams); none for top-level resources. */
  params?: z.ZodObject;
  /** The list query (default: take and skip). */
  query?: z.ZodObject;
  body: z.ZodType;
  view: z.ZodType;
  listResponse: z.ZodType;
  /** Extra sentences for the descriptions: what the list filters and orders by, what a write checks. */
  notes: { list: string; write: string };
  service: ResourceService<View, Params, Body, Query>;
  /** Serve DELETE on the item (204). */
  deletable: boolean;
}

/**
 * Registers the routes every directory resource has: GET list ({ items, total }), GET item, POST (201 with the
 * view), PUT (the whole object again, 200 with the view) and, where the spec says so, DELETE (204).
 */
export function registerCrudRoutes<View, Params, Body, Query>(
  app: DirectoryApp,
  spec: CrudRouteSpec<View, Params, Body, Query>,
): void {
  const { service, noun, plural } = spec;
  const item = `${spec.path}/:${service.idParam}`;
  const params = itemParams(spec.params, service.idParam);
  const collection = spec.params ? { params: spec.params } : {};
  const write = `${WRITE_ACCESS} ${spec.notes.write}`;
  const notFound = `An unknown ${noun} (or one of another parent) answers 404.`;

  app.get(
    spec.path,
    {
      config: readConfig,
      schema: {
        tags,
        summary: `List ${plural}`,
        description: `${READ_ACCESS} ${spec.notes.list} Paged with take and skip.`,
        ...collection,
        querystring: spec.query ?? PageQuery,
        response: { 200: spec.listResponse },
      },
    },
    (request) => service.list(request.principal!, request.params as Params, request.query as Query & Page),
  );

  app.get(
    item,
    {
      config: readConfig,
      schema: {
        tags,
        summary: `Read one ${noun}`,
        description: `${READ_ACCESS} ${notFound}`,
        params,
        response: { 200: spec.view },
      },
    },
    (request) => service.get(request.principal!, request.params as Params),
  );

  app.post(
    spec.path,
    {
      config: writeConfig,
      schema: {
        tags,
        summary: `Create a ${noun}`,
        description: `${write} Answers 201 with the new ${noun}.`,
        ...collection,
        body: spec.body,
        response: { 201: spec.view },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.create(request.principal!, request.params as Params, request.body as Body)),
  );

  app.put(
    item,
    {
      config: writeConfig,
      schema: {
        tags,
        summary: `Replace a ${noun}`,
        description: `${write} The body is the whole ${noun} (as for POST): a field left out is cleared. ${notFound}`,
        params,
        body: spec.body,
        response: { 200: spec.view },
      },
    },
    (request) => service.update(request.principal!, request.params as Params, request.body as Body),
  );

  if (!spec.deletable) return;
  app.delete(
    item,
    {
      config: writeConfig,
      schema: {
        tags,
        summary: `Delete a ${noun}`,
        description: `${write} ${notFound}`,
        params,
        response: deletedResponse,
      },
    },
    async (request, reply) => {
      await service.remove(request.principal!, request.params as Params);
      return reply.status(204).send(null);
    },
  );
}
