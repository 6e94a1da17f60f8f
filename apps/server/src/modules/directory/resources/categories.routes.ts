import { z } from 'zod';
import {
  DeletedServiceCategoryResult,
  ListServiceCategoriesQuery,
  ListServiceCategoriesResponse,
  PageQuery,
  ServiceCategoryBody,
  ServiceCategoryView,
  Uuid,
} from '@casework/contract';
import type { CategoriesService } from './categories.service.ts';
import { WRITE_ACCESS, registerCrudRoutes, tags, type DirectoryApp } from './crud.routes.ts';
import { writeConfig } from '../directory-access.ts';

const OTHER_RULE =
  'The category "Other" always exists: it cannot be renamed or deleted (409 service_category.other_required).';

/** /services/categories[/{categoryId}] (SPEC §7): list (isFromServices), item, POST, PUT, DELETE. */
export function categoriesRoutes(app: DirectoryApp, categories: CategoriesService): void {
  registerCrudRoutes(app, {
    path: '/services/categories',
    noun: 'service category',
    plural: 'service categories',
    query: PageQuery.extend(ListServiceCategoriesQuery.shape),
    body: ServiceCategoryBody,
    view: ServiceCategoryView,
    listResponse: ListServiceCategoriesResponse,
    notes: {
      list:
        'By name, each with its number of services (participants: active services). isFromServices=true keeps ' +
        'the categories that at least one service uses.',
      write: `Names are unique ignoring case (409 service_category.name_taken). ${OTHER_RULE}`,
    },
    service: categories,
    deletable: false,
  });

  app.delete(
    '/services/categories/:categoryId',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Delete a service category; its services move to "Other"',
        description:
          `${WRITE_ACCESS} The services of the category move to "Other" in the same transaction (and are ` +
          `reindexed); the answer says how many moved. ${OTHER_RULE} An unknown category answers 404.`,
        params: z.object({ categoryId: Uuid }),
        response: { 200: DeletedServiceCategoryResult },
      },
    },
    (request) => categories.remove(request.principal!, request.params),
  );
}
