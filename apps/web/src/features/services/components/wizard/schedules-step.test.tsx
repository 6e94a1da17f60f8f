import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../../test/app-harness.tsx';
import { answerApi, type RecordedCall } from '../../../../test/api-calls.ts';
import { jsonResponse, pageResponse } from '../../../../test/responses.ts';
import {
  LOCATION_ID,
  SCHEDULE_ID,
  SERVICE_ID,
  buildSchedule,
  editorServer,
  wizardServiceAnswer,
} from '../services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const SCHEDULES = '/api/v1/services/schedules';

function answers(call: RecordedCall): Response | undefined {
  if (call.path === SCHEDULES && call.method === 'GET') return pageResponse([buildSchedule()]);
  if (call.path === SCHEDULES && call.method === 'POST')
    return jsonResponse(buildSchedule({ id: '0190a5b4-0000-7000-8000-000000000a42' }), { status: 201 });
  if (call.path === `${SCHEDULES}/${SCHEDULE_ID}` && call.method === 'DELETE')
    return new Response(null, { status: 204 });
  return wizardServiceAnswer(call);
}

async function openNewHours() {
  renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Schedules`);
  expect(await screen.findByText('Mon-Fri - 9:00 AM to 5:00 PM')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add opening hours' }));
  return screen.findByRole('form', { name: 'New opening hours' });
}

describe('SchedulesStep', () => {
  it('lists the saved hours with the SPEC display and where they apply', async () => {
    answerApi(editorServer(), answers);
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Schedules`);
    expect(await screen.findByText('Mon-Fri - 9:00 AM to 5:00 PM')).toBeTruthy();
    expect(screen.getByText('Every location')).toBeTruthy();
  });

  it('refuses hours without a day, on the client, with the reason at the field', async () => {
    const calls = answerApi(editorServer(), answers);
    const form = await openNewHours();
    fireEvent.click(within(form).getByRole('button', { name: 'Add hours' }));
    expect(await within(form).findByText('Choose at least one day')).toBeTruthy();
    // The days are a fieldset with a legend; the first checkbox gets the focus and names the problem.
    const days = within(form).getByRole('group', { name: 'Days open' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(days).getByRole('checkbox', { name: 'Monday' })),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('takes hours past midnight, saying at the closing time that it is on the next day', async () => {
    const calls = answerApi(editorServer(), answers);
    const form = await openNewHours();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    const opens = within(form).getByLabelText(/^Opens at/);
    const closes = within(form).getByLabelText(/^Closes at/);
    const note = () => {
      const ids = closes.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    expect(note()).not.toContain('next day');
    fireEvent.change(opens, { target: { value: '20:00' } });
    fireEvent.change(closes, { target: { value: '02:00' } });
    expect(note()).toContain('Past midnight: closes at 2:00 AM the next day');
    fireEvent.change(closes, { target: { value: '00:00' } });
    expect(note()).toContain('Closes at midnight');
    fireEvent.change(opens, { target: { value: '00:00' } });
    expect(note()).toContain('Open 24 hours');
    fireEvent.change(opens, { target: { value: '20:00' } });
    fireEvent.change(closes, { target: { value: '02:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add hours' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      byDay: ['FR', 'SA'],
      opensAt: '20:00',
      closesAt: '02:00',
    });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('sends the chosen days Monday first, the times and the location', async () => {
    const calls = answerApi(editorServer(), answers);
    const form = await openNewHours();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    expect((within(form).getByRole('checkbox', { name: 'Sunday' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Opens at/), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText(/^Closes at/), { target: { value: '14:30' } });
    fireEvent.click(within(form).getAllByLabelText(/^Where/)[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'At Bethel office', hidden: true }));
    fireEvent.change(within(form).getByLabelText(/^Valid until/), { target: { value: '12312030' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add hours' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      serviceId: SERVICE_ID,
      locationId: LOCATION_ID,
      byDay: ['TU', 'SA'],
      opensAt: '10:00',
      closesAt: '14:30',
      validFrom: null,
      validTo: '2030-12-31',
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New opening hours' })).toBeNull());
  });

  it('deletes hours after a confirm', async () => {
    const calls = answerApi(editorServer(), answers);
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Schedules`);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete Mon-Fri/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete these opening hours?' });
    expect(
      within(dialog).getByText('“Mon-Fri - 9:00 AM to 5:00 PM” (Every location) will no longer be shown.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${SCHEDULES}/${SCHEDULE_ID}`),
    );
  });
});
