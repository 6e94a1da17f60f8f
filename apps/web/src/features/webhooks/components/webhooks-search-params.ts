import { addDays, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@casework/contract';
import {
  searchDate,
  searchOneOf,
  searchPage,
  searchSchema,
  type SearchOf,
} from '../../../platform/links/search-values.ts';
import type { ListWebhookNotificationsInput } from '../api/list-webhook-notifications.ts';
import { startOfOrganisationDay } from '../../../platform/ui/organisation-time.ts';

/** Webhooks per page of the list, attempts per page of the delivery log. */
export const WEBHOOKS_PAGE_SIZE = 25;
export const DELIVERY_LOG_PAGE_SIZE = 25;

/** /webhooks?page=2 */
export const WebhooksSearch = searchSchema({ page: searchPage });
export type WebhooksSearch = SearchOf<typeof WebhooksSearch>;

/** The event types the log can be filtered by: every subscribable one, and the test event. */
export const LOG_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;

/**
 * /webhooks/{id}?eventType=&outcome=&from=&to=&page= : the delivery log's filters (dates are YYYY-MM-DD, days in
 * the organisation's time zone as in the admin logs, both included). Anything that does not fit is dropped, so an
 * old link still opens.
 */
export const DeliveryLogSearch = searchSchema({
  eventType: searchOneOf(LOG_EVENT_TYPES),
  outcome: searchOneOf(['succeeded', 'failed']),
  from: searchDate,
  to: searchDate,
  page: searchPage,
});
export type DeliveryLogSearch = SearchOf<typeof DeliveryLogSearch>;

/** The API query of one page of a webhook's log. */
export function deliveryLogQuery(
  webhookId: string,
  search: DeliveryLogSearch,
): ListWebhookNotificationsInput {
  const pageNumber = search.page ?? 1;
  return {
    webhookId,
    eventType: search.eventType,
    outcome: search.outcome,
    from: search.from ? startOfOrganisationDay(search.from) : undefined,
    // "to" is the last day shown; the API's `to` is exclusive: the start of the day after.
    to: search.to ? startOfOrganisationDay(addDays(search.to, 1)) : undefined,
    take: DELIVERY_LOG_PAGE_SIZE,
    skip: (pageNumber - 1) * DELIVERY_LOG_PAGE_SIZE,
  };
}
