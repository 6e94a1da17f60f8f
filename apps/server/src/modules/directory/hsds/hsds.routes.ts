import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HSDS_VERSION, HsdsExportQuery, HsdsImportResult } from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import { attachmentDisposition } from '#src/platform/http/file-transfers.ts';
import { writeConfig } from '../directory-access.ts';
import type { DirectoryRouteDeps } from '../directory-deps.ts';
import { exportHsds } from './hsds-export.ts';
import { importHsds } from './hsds-import.ts';

const NDJSON = 'application/x-ndjson';
/** An HSDS file of 10,000 services with every sub-resource is about 40 MB. */
const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

const FORMAT =
  `HSDS ${HSDS_VERSION} compiled services (snake_case field names): each service with its organization, program, ` +
  'category (an attribute whose taxonomy_term is in the taxonomy "casework-categories"), phones, schedules, ' +
  'service_at_locations (with location, addresses and hours), contacts, required_documents and service_areas. ' +
  "Eligibility is given both as HSDS's eligibility_description/minimum_age/maximum_age and, row by row, in the " +
  'extension x_casework_eligibilities. Mapping: docs/decisions/012-service-directory-hsds.md.';

/** HSDS 3.x export and import of the whole directory (issue 7). */
export const hsdsRoutes: FastifyPluginAsyncZod<DirectoryRouteDeps> = async (app, { db, access }) => {
  // ndjson bodies arrive as text; the importer splits and parses the lines (and names a bad one).
  app.addContentTypeParser(NDJSON, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const tags = ['service directory'];

  app.get(
    '/services/hsds',
    {
      config: { policy: staffOnly },
      schema: {
        tags,
        summary: 'Export the whole directory as an HSDS 3.x data set (JSON or ndjson download)',
        description:
          `Staff only. ${FORMAT} format=json answers { hsds_version, exported_at, services: [...] } as ` +
          'casework-directory.json; format=ndjson answers one compiled service per line as casework-directory.ndjson. ' +
          'Services are ordered by name, then id; every status is included.',
        querystring: HsdsExportQuery,
        produces: ['application/json', NDJSON],
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const file = await exportHsds(db, format);
      return reply
        .header(
          'content-type',
          format === 'json' ? 'application/json; charset=utf-8' : `${NDJSON}; charset=utf-8`,
        )
        .header('content-disposition', attachmentDisposition(`casework-directory.${format}`))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.post(
    '/services/hsds',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: writeConfig,
      schema: {
        tags,
        summary: 'Import an HSDS 3.x data set into the directory (all or nothing)',
        description:
          `Needs the Directory.Edit permission or the Administrator role (403 otherwise). ${FORMAT} Send ` +
          `application/json (the export's shape, or a bare array of services) or ${NDJSON} (one service per line), ` +
          'up to 50 MB. The whole file is validated first: any bad record answers 400 with errors[] naming each ' +
          'field by its path (e.g. services[3].service_at_locations[0].location.addresses[0].postal_code, or ' +
          'line[4].status for ndjson; at most 50 listed) and nothing is written. Records are then upserted by id in ' +
          'one transaction: organizations become departments (matched by name when new), taxonomy terms become ' +
          'categories (matched by name ignoring case), and the sub-resources of each imported service that the file ' +
          'does not have are removed. Services the file does not name are left alone; team ids are never changed.',
        consumes: ['application/json', NDJSON],
        body: z
          .unknown()
          .describe('An HSDS data set: { hsds_version, services: [...] }, a list of services, or ndjson'),
        response: { 200: HsdsImportResult },
      },
    },
    async (request) => {
      await access.assertCanEdit(request.principal!);
      const ndjson = String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith(NDJSON);
      return importHsds(db, request.principal!.userId, request.body, ndjson ? 'ndjson' : 'json');
    },
  );
};
