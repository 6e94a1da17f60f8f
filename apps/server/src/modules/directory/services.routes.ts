import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMISSIONS,
  RebuildServiceIndexResult,
  ServiceBody,
  ServiceDetailsView,
  ServiceIdParams,
  ServiceRecommendationBody,
  ServiceRecommendationView,
  ServiceRecommendationsQuery,
  ServiceRecommendationsReport,
  ServiceSearchResponse,
  ServicesQuery,
} from '@casework/contract';
import { signedIn, staffOnly } from '#src/platform/authz/policy.ts';
import { readConfig, writeConfig } from './directory-access.ts';
import type { DirectoryRouteDeps } from './directory-deps.ts';
import { createRecommendationsService } from './recommendations.service.ts';
import { createServicesService } from './services.service.ts';

const READ =
  'Everyone signed in reads the directory; participants see active services only (any other answers 404).';
const WRITE = `Staff with the ${PERMISSIONS.DirectoryEdit} permission (from a team role) or Administrators; others 403.`;

/** GET/POST /services, GET/PUT /services/{serviceId}, POST /services/indexes, service recommendations. */
export const servicesRoutes: FastifyPluginAsyncZod<DirectoryRouteDeps> = async (app, deps) => {
  const directory = createServicesService(deps);
  const recommendations = createRecommendationsService(deps);
  const tags = ['service directory'];

  app.get(
    '/services',
    {
      config: readConfig,
      schema: {
        tags,
        summary: 'Search services: ranked, typo-tolerant, with facets (category, department, city) and total',
        description: `${READ} The term searches name, description, category, program, department, locations and eligibility; a word the directory does not contain is also searched as its closest indexed word (correctedTerm says so). allData adds every sub-resource; includeTeam the team that answers messages about each service.`,
        querystring: ServicesQuery,
        response: { 200: ServiceSearchResponse },
      },
    },
    (request) => directory.search(request.principal!, request.query),
  );

  app.post(
    '/services',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Add a service',
        description: `${WRITE} The category defaults to "Other". The search index knows the service when this answers.`,
        body: ServiceBody,
        response: { 201: ServiceDetailsView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await directory.create(request.principal!, request.body)),
  );

  app.post(
    '/services/indexes',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Rebuild the search index from the tables',
        description: `${WRITE} Idempotent and safe while searches run (they read the previous index until the rebuild commits). Every write keeps the index current, so this is for repairs and after bulk changes made outside the API.`,
        response: { 200: RebuildServiceIndexResult },
      },
    },
    (request) => directory.rebuildIndex(request.principal!),
  );

  app.get(
    '/services/:serviceId',
    {
      config: readConfig,
      schema: {
        tags,
        summary: 'A service with every sub-resource, its team and whether it is open now',
        description: READ,
        params: ServiceIdParams,
        response: { 200: ServiceDetailsView },
      },
    },
    (request) => directory.get(request.principal!, request.params.serviceId),
  );

  app.put(
    '/services/:serviceId',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: "Change a service's own fields (its sub-resources have their own calls)",
        description: `${WRITE} The body replaces every field; omitted optional fields become empty.`,
        params: ServiceIdParams,
        body: ServiceBody,
        response: { 200: ServiceDetailsView },
      },
    },
    (request) => directory.update(request.principal!, request.params.serviceId, request.body),
  );

  app.post(
    '/service-recommendations',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['service recommendations'],
        summary: 'Recommend an active service to a participant, with a note',
        description:
          'Staff only. The participant sees it on their dashboard and may message the service’s team. Written to the activity log.',
        body: ServiceRecommendationBody,
        response: { 201: ServiceRecommendationView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recommendations.recommend(request.principal!, request.body)),
  );

  app.get(
    '/service-recommendations',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['service recommendations'],
        summary: 'Recommendations in a date range, by service and by staff member',
        description:
          'Staff: every recommendation made from start to end (organisation days; default the last 30 days), or one participant’s with participantId. A participant: their own recommendations of active services.',
        querystring: ServiceRecommendationsQuery,
        response: { 200: ServiceRecommendationsReport },
      },
    },
    (request) => recommendations.report(request.principal!, request.query),
  );
};
