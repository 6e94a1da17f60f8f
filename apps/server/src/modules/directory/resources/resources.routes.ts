import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepartmentBody,
  DepartmentView,
  ListDepartmentsResponse,
  ListProgramsResponse,
  ListSchedulesQuery,
  ListSchedulesResponse,
  ListServicesAtLocationsQuery,
  ListServicesAtLocationsResponse,
  ProgramBody,
  ProgramView,
  ScheduleBody,
  ScheduleView,
  ServiceAtLocationBody,
  ServiceAtLocationView,
} from '@casework/contract';
import type { DirectoryRouteDeps } from '../directory-deps.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';
import { registerCrudRoutes } from './crud.routes.ts';
import { createDepartmentsService, createProgramsService } from './departments.service.ts';
import { createSchedulesService, createServicesAtLocationsService } from './links.service.ts';
import { locationsRoutes } from './locations.routes.ts';
import { createLocationsService } from './locations.service.ts';
import { perServiceRoutes } from './per-service.routes.ts';
import { createPerServiceResources } from './per-service.service.ts';

/** The service sub-resources of SPEC §7 (issue 7): every route is GET list, GET item, POST, PUT (, DELETE). */
export const directoryResourcesRoutes: FastifyPluginAsyncZod<DirectoryRouteDeps> = async (app, deps) => {
  categoriesRoutes(app, createCategoriesService(deps));

  registerCrudRoutes(app, {
    path: '/services/departments',
    noun: 'department',
    plural: 'departments',
    body: DepartmentBody,
    view: DepartmentView,
    listResponse: ListDepartmentsResponse,
    notes: {
      list: 'By name, each with the team that answers messages about its services.',
      write:
        'Names are unique ignoring case (409 service_department.name_taken); a teamId must name a team (400). ' +
        'A change reindexes the department’s services.',
    },
    service: createDepartmentsService(deps),
    deletable: false,
  });

  registerCrudRoutes(app, {
    path: '/services/programs',
    noun: 'program',
    plural: 'programs',
    body: ProgramBody,
    view: ProgramView,
    listResponse: ListProgramsResponse,
    notes: {
      list: 'By name, each with its department.',
      write: 'A departmentId must name a department (400). A change reindexes the program’s services.',
    },
    service: createProgramsService(deps),
    deletable: false,
  });

  locationsRoutes(app, createLocationsService(deps));

  registerCrudRoutes(app, {
    path: '/services/services-at-locations',
    noun: 'service at a location',
    plural: 'services at locations',
    query: ListServicesAtLocationsQuery,
    body: ServiceAtLocationBody,
    view: ServiceAtLocationView,
    listResponse: ListServicesAtLocationsResponse,
    notes: {
      list: 'In the order they were added; serviceId and locationId filter.',
      write:
        'serviceId and locationId must exist (400 naming the field); a service is offered at a location once ' +
        '(409 service_at_location.exists).',
    },
    service: createServicesAtLocationsService(deps),
    deletable: false,
  });

  registerCrudRoutes(app, {
    path: '/services/schedules',
    noun: 'schedule',
    plural: 'schedules',
    query: ListSchedulesQuery,
    body: ScheduleBody,
    view: ScheduleView,
    listResponse: ListSchedulesResponse,
    notes: {
      list:
        'By the first day open, then the opening time; serviceId and locationId filter. display reads ' +
        '"[byDay] - [opensAt] to [closesAt]" (SPEC §3), in the organisation’s time zone.',
      write:
        'A schedule is of a service, a location, or a service at one of its locations: serviceId and locationId ' +
        'must exist, and with both the service must be offered there (400 naming the field).',
    },
    service: createSchedulesService(deps),
    deletable: true,
  });

  perServiceRoutes(app, createPerServiceResources(deps));
};
