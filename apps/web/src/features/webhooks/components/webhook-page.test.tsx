import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/api-calls.ts';
import { renderAppAt } from '../../../test/app-harness.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import {
  DELIVERY_ID,
  SECRET,
  WEBHOOK_ID,
  buildAttempt,
  buildWebhook,
  callsTo,
  pageOf,
  webhooksApi,
} from './webhooks-test-support.ts';
import { stubPhoneScreen } from '../../../test/screen-width.ts';

// A big screen (summary, log, settings with every event) on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const PATH = `/webhooks/${WEBHOOK_ID}`;
const API = `/api/v1/webhooks/${WEBHOOK_ID}`;
const LOG = '/api/v1/webhooks/notifications';
const URL_HEADING = 'https://crm.example.org/hooks/casework';
const OLDER = buildAttempt({
  id: '0190a5b4-0000-7000-8000-000000000e02',
  deliveryId: '0190a5b4-0000-7000-8000-000000000d02',
  eventType: 'participant.created',
  attempt: 1,
  outcome: 'succeeded',
  statusCode: 200,
  responseExcerpt: '',
  deliveryStatus: 'delivered',
  attemptedAt: '2026-03-01T08:00:00.000Z',
});

/** The webhook and its log; `extra` answers first. */
function api(
  extra: (call: RecordedCall) => Response | undefined = () => undefined,
  webhook = buildWebhook(),
  log = [buildAttempt(), OLDER],
) {
  return webhooksApi(
    (call) =>
      extra(call) ??
      (call.method === 'GET' && call.path === API
        ? jsonResponse(webhook)
        : call.method === 'GET' && call.path === LOG
          ? pageOf(log)
          : undefined),
  );
}

async function openPage(path = PATH) {
  const router = renderAppAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: URL_HEADING })).toBeTruthy();
  await screen.findByText('Attempts 1–2 of 2, newest first');
  return router;
}

const logQueries = (calls: RecordedCall[]) =>
  callsTo(calls, 'GET', LOG).map((c) => Object.fromEntries(c.query));

/** An answer the test gives when it chooses, to look at the page while the request is on its way. */
function held() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  // The fake server takes a promise of an answer as it takes an answer.
  return { response: promise as unknown as Response, answer };
}

describe('WebhookPage', () => {
  it('shows the health summary and the delivery log of this webhook', async () => {
    const calls = api(
      undefined,
      buildWebhook({ health: 'failing', failureStreak: 6, lastStatusCode: 503, pendingDeliveries: 2 }),
    );
    await openPage();
    const health = screen.getByRole('region', { name: 'Health' });
    // The section is called Health: its first fact is the status, not "Health" again.
    expect(within(health).getByText('Status', { selector: 'dt' })).toBeTruthy();
    expect(within(health).queryByText('Health', { selector: 'dt' })).toBeNull();
    expect(within(health).getByText('Failing · 6 in a row')).toBeTruthy();
    expect(
      within(health).getByText('6 (shown as failing from 5; test events and redeliveries count too)'),
    ).toBeTruthy();
    expect(within(health).getByText('2 waiting for their next attempt')).toBeTruthy();
    expect(within(health).getByText('Deliveries are failing')).toBeTruthy();
    expect(health.textContent).toContain('status 503');
    expect(logQueries(calls)[0]).toEqual({ webhookId: WEBHOOK_ID, take: '25', skip: '0' });

    const row = screen.getAllByText('message.created', { selector: 'td p' })[0]!.closest('tr')!;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('503')).toBeTruthy();
    expect(within(row).getByText('1.2 s')).toBeTruthy();
    expect(within(row).getByText('Automatic')).toBeTruthy();
    const toggle = within(row).getByRole('button', { name: /^Details of message.created, attempt 2/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByText(DELIVERY_ID)).toBeTruthy();
    expect(within(details).getByText(`msg_${DELIVERY_ID}`)).toBeTruthy();
    expect(within(details).getByText('{"error":"maintenance"}')).toBeTruthy();
  });

  it('says so, with a way back, when the webhook does not exist', async () => {
    api((call) => (call.path === API ? problemResponse(404, 'No such webhook') : undefined));
    renderAppAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to webhooks' }).getAttribute('href')).toBe('/webhooks');
  });

  it('sends a test event: says it is queued, keeps the focus on the button, then says how the attempt went', async () => {
    const testDelivery = '0190a5b4-0000-7000-8000-000000000d09';
    const post = held();
    let attemptMade = false;
    const calls = api((call) => {
      if (call.method === 'POST' && call.path === `${API}/test`) return post.response;
      if (call.method === 'GET' && call.path === LOG && call.query.get('deliveryId') === testDelivery) {
        // Queued: no attempt at the first look, the failed one at the next.
        const items = attemptMade
          ? [
              buildAttempt({
                id: '0190a5b4-0000-7000-8000-000000000e09',
                deliveryId: testDelivery,
                eventType: 'webhook.test',
                eventId: null,
                attempt: 1,
                trigger: 'test',
                statusCode: null,
                outcome: 'failed',
                error: 'Casework could not resolve host crm.example.org.',
                responseExcerpt: '',
                deliveryStatus: 'failed',
              }),
            ]
          : [];
        attemptMade = true;
        return pageOf(items);
      }
      return undefined;
    });
    await openPage();
    const before = callsTo(calls, 'GET', LOG).length;
    const button = screen.getByRole('button', { name: 'Send test event' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(calls, 'POST', `${API}/test`)).toHaveLength(1));
    // Busy, but not disabled: a disabled button would drop the focus to the page.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(callsTo(calls, 'POST', `${API}/test`)).toHaveLength(1);

    post.answer(
      jsonResponse(
        { deliveryId: testDelivery, webhookId: WEBHOOK_ID, eventType: 'webhook.test', status: 'pending' },
        { status: 202 },
      ),
    );
    // The answer only says it is queued, and the words under the button say so: no toast says it again.
    const status = await waitFor(() => {
      const region = screen
        .getAllByRole('status')
        .find((r) => r.textContent?.startsWith('Test event queued'));
      expect(region).toBeTruthy();
      return region!;
    });
    expect(status.textContent).toBe("Test event queued: waiting for the receiver's answer.");
    expect(screen.queryByText('Test event sent')).toBeNull();
    expect(screen.queryByText(/Casework tries it once/)).toBeNull();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);

    await waitFor(() =>
      expect(status.textContent).toBe(
        'FailedThe test event could not be delivered: Casework could not resolve host crm.example.org. See the delivery log.',
      ),
    );
    // Once the result shows, nothing on the page still says it is only queued.
    expect(screen.queryByText(/Test event queued/)).toBeNull();
    // Found in the log: the page's log and health are asked again, so its row shows too.
    expect(callsTo(calls, 'GET', LOG).filter((c) => !c.query.has('deliveryId')).length).toBeGreaterThan(
      before,
    );
    expect(document.activeElement).toBe(button);
  });

  it('says the receiver could not be reached, not what it answered, when failures came with no status', async () => {
    api(
      undefined,
      buildWebhook({ health: 'failing', failureStreak: 5, lastStatusCode: null, lastOutcome: 'failed' }),
    );
    await openPage();
    const health = screen.getByRole('region', { name: 'Health' });
    expect(health.textContent).toContain('could not connect');
    expect(health.textContent).not.toContain('no answer');
    expect(health.textContent).not.toContain('what the receiver answered');
  });

  it('cannot send a test event or redeliver while the webhook is switched off', async () => {
    api(undefined, buildWebhook({ health: 'paused', isActive: false }));
    await openPage();
    expect((screen.getByRole('button', { name: 'Send test event' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      screen.getAllByRole('button', { name: /^Redeliver/ }).every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(screen.getByText(/test events and redeliveries also need it on/)).toBeTruthy();
  });

  it('rotates the secret after explaining the overlap, and shows the new one once', async () => {
    const expires = '2026-03-03T10:00:00.000Z';
    const calls = api((call) =>
      call.method === 'POST' && call.path === `${API}/secret`
        ? jsonResponse({
            ...buildWebhook({
              secretRotatedAt: '2026-03-02T10:00:00.000Z',
              previousSecretExpiresAt: expires,
            }),
            secret: SECRET,
          })
        : undefined,
    );
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(within(confirm).getByText(new RegExp(`next ${WEBHOOK_SECRET_OVERLAP_HOURS} hours`))).toBeTruthy();
    expect(callsTo(calls, 'POST', `${API}/secret`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(callsTo(calls, 'POST', `${API}/secret`)).toHaveLength(1);
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(/It will not be shown again/)).toBeTruthy();
    expect(within(shown).getByText(/The previous secret also signs until/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy the secret' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(screen.getByRole('region', { name: 'Health' }).textContent).toContain(
      'the previous one also signs until',
    );
  });

  it('deletes only after confirming, then goes back to the list', async () => {
    const calls = api((call) => {
      if (call.method === 'DELETE' && call.path === API) return new Response(null, { status: 204 });
      if (call.path === '/api/v1/webhooks') return pageOf([]);
      return undefined;
    });
    const router = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this webhook?' })).toBeNull());
    expect(callsTo(calls, 'DELETE', API)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete webhook' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this webhook?' })).getByRole('button', {
        name: 'Delete webhook',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'));
    expect(callsTo(calls, 'DELETE', API)).toHaveLength(1);
    expect(await screen.findByText(/Webhook deleted/)).toBeTruthy();
  });

  it('filters the log by event type, outcome and days', async () => {
    const calls = api(undefined, buildWebhook(), [buildAttempt(), OLDER]);
    const router = await openPage();
    const filters = within(screen.getByRole('form', { name: 'Filter the delivery log' }));
    fireEvent.click(filters.getAllByLabelText(/^Event type/)[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'message.created', hidden: true }));
    fireEvent.click(filters.getByRole('radio', { name: 'Failed' }));
    fireEvent.change(filters.getByLabelText(/^From/), { target: { value: '03012026' } });
    fireEvent.change(filters.getByLabelText(/^To/), { target: { value: '03022026' } });
    fireEvent.click(filters.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        eventType: 'message.created',
        outcome: 'failed',
        from: '2026-03-01',
        to: '2026-03-02',
      }),
    );
    await waitFor(() =>
      expect(logQueries(calls).at(-1)).toEqual({
        webhookId: WEBHOOK_ID,
        eventType: 'message.created',
        outcome: 'failed',
        // Anchorage days, as the admin logs count them: midnight AKST is 09:00 UTC.
        from: '2026-03-01T09:00:00.000Z',
        to: '2026-03-03T09:00:00.000Z',
        take: '25',
        skip: '0',
      }),
    );
  });

  it('asks for the next page of the log', async () => {
    // 60 attempts in all: three pages.
    const calls = webhooksApi((call) =>
      call.path === API
        ? jsonResponse(buildWebhook())
        : call.path === LOG
          ? jsonResponse({ items: [buildAttempt(), OLDER], total: 60 })
          : undefined,
    );
    const router = renderAppAt(PATH);
    await screen.findByText('Attempts 1–2 of 60, newest first');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText('Attempts 26–27 of 60, newest first')).toBeTruthy();
    expect(logQueries(calls).at(-1)).toMatchObject({ take: '25', skip: '25' });
  });

  it('redelivers a row: says it is queued, keeps the focus, then says how the new attempt went', async () => {
    // An earlier redelivery (attempt 3) succeeded: the new one is the attempt after it, not that one.
    const earlier = buildAttempt({
      id: '0190a5b4-0000-7000-8000-000000000e03',
      attempt: 3,
      trigger: 'redeliver',
      outcome: 'succeeded',
      statusCode: 200,
      deliveryStatus: 'delivered',
    });
    const post = held();
    let looks = 0;
    const calls = api((call) => {
      if (call.method === 'POST' && call.path === `${LOG}/${DELIVERY_ID}/redeliver`) return post.response;
      if (call.method === 'GET' && call.path === LOG && call.query.get('deliveryId') === DELIVERY_ID) {
        if (call.query.get('take') === '1') return pageOf([earlier]);
        looks += 1;
        const newer = buildAttempt({
          id: '0190a5b4-0000-7000-8000-000000000e04',
          attempt: 4,
          trigger: 'redeliver',
          statusCode: 500,
          outcome: 'failed',
          responseExcerpt: 'Internal error',
        });
        return pageOf(looks === 1 ? [earlier, buildAttempt()] : [newer, earlier, buildAttempt()]);
      }
      return undefined;
    });
    await openPage();
    const button = screen.getByRole('button', { name: /^Redeliver message.created/ }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(calls, 'POST', `${LOG}/${DELIVERY_ID}/redeliver`)).toHaveLength(1));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);

    post.answer(
      jsonResponse(
        { deliveryId: DELIVERY_ID, webhookId: WEBHOOK_ID, eventType: 'message.created', status: 'failed' },
        { status: 202 },
      ),
    );
    expect(await screen.findByText('Redelivery queued')).toBeTruthy();
    const status = screen
      .getAllByRole('status')
      .find((region) => region.textContent?.startsWith('Redelivery queued'));
    expect(status?.textContent).toBe("Redelivery queued: waiting for the receiver's answer.");
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(button);
    // Not the earlier redelivery's success: the one after it, when it shows.
    await waitFor(() =>
      expect(status!.textContent).toBe(
        'FailedThe redelivery of message.created could not be delivered: the receiver answered 500.',
      ),
    );
    expect(looks).toBeGreaterThan(1);
  });

  it('saves only what changed, and explains switching a disabled webhook back on', async () => {
    const disabled = buildWebhook({
      health: 'disabled',
      isActive: false,
      disabledReason: 'The receiver answered 410 Gone on 2026-03-01T09:00:00.000Z, so delivery stopped.',
    });
    const calls = api(
      (call) => (call.method === 'PUT' && call.path === API ? jsonResponse(buildWebhook()) : undefined),
      disabled,
    );
    await openPage();
    expect(screen.getByText('Delivery stopped')).toBeTruthy();
    const settings = within(screen.getByRole('region', { name: 'Settings' }));
    expect((settings.getByLabelText(/^Endpoint URL/) as HTMLInputElement).value).toBe(URL_HEADING);
    expect((settings.getByRole('checkbox', { name: 'message.created' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(settings.getByRole('switch', { name: /^Active/ }));
    expect(settings.getByText(/clears the 410 Gone disablement and the failure streak/)).toBeTruthy();
    fireEvent.click(settings.getByRole('checkbox', { name: 'thread.referred' }));
    fireEvent.click(settings.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', API)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', API)[0]!.body).toEqual({
      // In the catalogue's order, whatever the clicking order.
      eventTypes: ['participant.created', 'message.created', 'thread.referred'],
      isActive: true,
    });
    expect(await screen.findByText('Webhook switched on again: delivery resumes.')).toBeTruthy();
  });

  it('shows the log as cards on a phone, with the outcome, status, next retry and Redeliver in each', async () => {
    stubPhoneScreen();
    const retry = new Date(Date.now() + 30 * 60_000).toISOString();
    api(undefined, buildWebhook(), [buildAttempt({ nextRetryAt: retry, deliveryStatus: 'pending' }), OLDER]);
    renderAppAt(PATH);
    const list = await screen.findByRole('list', { name: 'Attempts 1–2 of 2, newest first' });
    expect(screen.queryByRole('table', { name: /^Attempts/ })).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Failed')).toBeTruthy();
    expect(within(first!).getByText('Attempt 2 (automatic) · status 503 · 1.2 s')).toBeTruthy();
    expect(within(first!).getByText('Next retry:')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: /^Redeliver message.created/ })).toBeTruthy();
    expect(within(second!).getByText('Succeeded')).toBeTruthy();
    expect(within(second!).queryByText('Next retry:')).toBeNull();
    const toggle = within(first!).getByRole('button', { name: /^Details of message.created, attempt 2/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('{"error":"maintenance"}')).toBeTruthy();
  });

  it('says once, not twice, to switch a disabled webhook back on', async () => {
    // The reason as the server words it when a receiver answers 410 Gone.
    const reason =
      'The receiver answered 410 Gone, so delivery stopped. Switch the webhook on again once the receiver accepts deliveries.';
    api(undefined, buildWebhook({ health: 'disabled', isActive: false, disabledReason: reason }));
    await openPage();
    const alert = screen.getByText('Delivery stopped').closest('.mantine-Alert-root')!;
    expect(alert.textContent).toContain(reason);
    expect(alert.textContent!.match(/on again/g)).toHaveLength(1);
    expect(alert.textContent).toContain('clears the failure streak');
  });

  it('takes focus to the URL when the server refuses the new address', async () => {
    const detail = 'The address is on a private network (10.0.0.5), which webhooks may not call.';
    api((call) =>
      call.method === 'PUT' && call.path === API
        ? problemResponse(400, detail, { errors: [{ field: 'body.url', message: detail }] })
        : undefined,
    );
    await openPage();
    const settings = within(screen.getByRole('region', { name: 'Settings' }));
    const url = settings.getByLabelText(/^Endpoint URL/) as HTMLInputElement;
    fireEvent.change(url, { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(settings.getByRole('button', { name: 'Save changes' }));
    expect(await settings.findByText(detail)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.getAttribute('aria-describedby')).toContain(settings.getByText(detail).id);
  });

  it('has no serious accessibility problems', async () => {
    api();
    await openPage();
    fireEvent.click(screen.getAllByRole('button', { name: /^Details of/ })[0]!);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
