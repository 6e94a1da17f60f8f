import { describe, expect, it } from 'vitest';
import { DeliveryLogSearch, WebhooksSearch, deliveryLogQuery } from './webhooks-search-params.ts';

const WEBHOOK_ID = '0190a5b4-0000-7000-8000-000000000c01';

describe('the webhooks screens URLs', () => {
  it('keeps valid log filters and drops what does not fit, so an old link still opens', () => {
    expect(
      DeliveryLogSearch.parse({
        eventType: 'webhook.test',
        outcome: 'failed',
        from: '2026-03-01',
        to: '2026-03-02',
        page: '3',
      }),
    ).toEqual({
      eventType: 'webhook.test',
      outcome: 'failed',
      from: '2026-03-01',
      to: '2026-03-02',
      page: 3,
    });
    expect(
      DeliveryLogSearch.parse({ eventType: 'no.such', outcome: 'timeout', from: '2026-02-30', page: 0 }),
    ).toEqual({});
    expect(WebhooksSearch.parse({ page: 'x' })).toEqual({});
  });

  it('asks the API for whole days, the last one included, and the page', () => {
    expect(
      deliveryLogQuery(WEBHOOK_ID, { outcome: 'succeeded', from: '2026-03-01', to: '2026-03-31', page: 2 }),
    ).toEqual({
      webhookId: WEBHOOK_ID,
      eventType: undefined,
      outcome: 'succeeded',
      // Anchorage days: midnight AKST is 09:00 UTC, midnight AKDT (from March 8) 08:00 UTC.
      from: '2026-03-01T09:00:00.000Z',
      to: '2026-04-01T08:00:00.000Z',
      take: 25,
      skip: 25,
    });
    expect(deliveryLogQuery(WEBHOOK_ID, {})).toMatchObject({ from: undefined, to: undefined, skip: 0 });
  });
});
