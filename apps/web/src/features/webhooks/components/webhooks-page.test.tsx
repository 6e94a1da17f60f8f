import { configure, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/app-harness.tsx';
import { buildWebhook, callsTo, pageOf, webhooksApi } from './webhooks-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const id = (n: number) => `0190a5b4-0000-7000-8000-00000000010${n}`;
const HEALTHY = buildWebhook({ id: id(1), url: 'https://healthy.example.org/hook' });
const NEW = buildWebhook({
  id: id(2),
  url: 'https://new.example.org/hook',
  description: '',
  health: 'new',
  lastDeliveryAt: null,
  lastStatusCode: null,
  lastOutcome: null,
});
const FAILING = buildWebhook({
  id: id(3),
  url: 'https://failing.example.org/hook',
  health: 'failing',
  failureStreak: 7,
  lastStatusCode: 500,
  lastOutcome: 'failed',
  pendingDeliveries: 3,
});
const DISABLED = buildWebhook({
  id: id(4),
  url: 'https://gone.example.org/hook',
  health: 'disabled',
  isActive: false,
  disabledReason: 'The receiver answered 410 Gone.',
  lastStatusCode: 410,
  lastOutcome: 'failed',
});
const PAUSED = buildWebhook({
  id: id(5),
  url: 'https://paused.example.org/hook',
  health: 'paused',
  isActive: false,
});

function rowOf(url: string): HTMLElement {
  return screen.getByRole('link', { name: url }).closest('tr')!;
}

describe('WebhooksPage', () => {
  it('lists each webhook with its events, health, last delivery and waiting deliveries, linking to its page', async () => {
    const calls = webhooksApi((call) =>
      call.method === 'GET' && call.path === '/api/v1/webhooks'
        ? pageOf([HEALTHY, NEW, FAILING, DISABLED, PAUSED])
        : undefined,
    );
    renderAppAt('/webhooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeTruthy();
    await screen.findByRole('link', { name: HEALTHY.url });

    const healthy = rowOf(HEALTHY.url);
    expect(within(healthy).getByText('Healthy')).toBeTruthy();
    expect(within(healthy).getByText('Case sync to the county CRM')).toBeTruthy();
    expect(within(healthy).getByText('2 events')).toBeTruthy();
    expect(within(healthy).getByText('participant.created, message.created')).toBeTruthy();
    expect(healthy.textContent).toContain('2 minutes ago · status 200');
    expect(within(healthy).getByText('None')).toBeTruthy();

    const fresh = rowOf(NEW.url);
    expect(within(fresh).getByText('New')).toBeTruthy();
    expect(within(fresh).getByText('No description')).toBeTruthy();
    expect(within(fresh).getByText('Never')).toBeTruthy();

    const failing = rowOf(FAILING.url);
    expect(within(failing).getByText('Failing · 7 in a row')).toBeTruthy();
    expect(within(failing).getByText('3 waiting')).toBeTruthy();
    expect(failing.textContent).toContain('status 500');

    expect(within(rowOf(DISABLED.url)).getByText('Disabled (410 Gone)')).toBeTruthy();
    expect(within(rowOf(PAUSED.url)).getByText('Paused')).toBeTruthy();

    expect(screen.getByRole('link', { name: FAILING.url }).getAttribute('href')).toBe(
      `/webhooks/${FAILING.id}`,
    );
    expect(screen.getByRole('link', { name: 'Create webhook' }).getAttribute('href')).toBe(
      '/webhooks/create',
    );
    expect(screen.getByText('5 webhooks, newest first')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/v1/webhooks')[0]?.query.toString()).toBe('take=25&skip=0');
  });

  it('explains what webhooks are for when there is none yet', async () => {
    webhooksApi((call) => (call.path === '/api/v1/webhooks' ? pageOf([]) : undefined));
    renderAppAt('/webhooks');
    expect(await screen.findByRole('heading', { level: 2, name: 'No webhooks yet' })).toBeTruthy();
    expect(screen.getByText(/the moment something happens in Casework/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create webhook' }).getAttribute('href')).toBe(
      '/webhooks/create',
    );
  });

  it('asks for the page in the address', async () => {
    const calls = webhooksApi((call) =>
      call.path === '/api/v1/webhooks' ? pageOf([HEALTHY], 30) : undefined,
    );
    renderAppAt('/webhooks?page=2');
    await screen.findByRole('link', { name: HEALTHY.url });
    expect(callsTo(calls, 'GET', '/api/v1/webhooks')[0]?.query.toString()).toBe('take=25&skip=25');
    expect(screen.getByText('Webhooks 26–26 of 30, newest first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
  });

  it('has no serious accessibility problems', async () => {
    webhooksApi((call) =>
      call.path === '/api/v1/webhooks' ? pageOf([HEALTHY, NEW, FAILING, DISABLED, PAUSED]) : undefined,
    );
    renderAppAt('/webhooks');
    await screen.findByRole('link', { name: HEALTHY.url });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
