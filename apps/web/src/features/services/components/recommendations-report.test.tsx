import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { jsonResponse } from '../../../test/responses.ts';
import { reportRange } from './report-range.ts';
import {
  SERVICE_ID,
  buildRecommendation,
  buildReport,
  buildSearchResponse,
} from './services-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const reports = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/v1/service-recommendations');

function api(call: RecordedCall): Response | undefined {
  if (call.path === '/api/v1/services') return jsonResponse(buildSearchResponse([]));
  if (call.path === '/api/v1/service-recommendations')
    return jsonResponse(
      buildReport(
        [
          buildRecommendation(),
          buildRecommendation({
            id: '0190a5b4-0000-7000-8000-0000000009b2',
            note: null,
            recommendedBy: null,
            participant: { participantId: 'H4RT-2VNB', name: 'John Ivanoff' },
          }),
        ],
        {
          start: call.query.get('start') ?? '2030-01-01',
          end: call.query.get('end') ?? '2030-01-30',
          total: 31,
          byStaff: [
            { id: '0190a5b4-0000-7000-8000-000000000001', name: 'Sam Staff', count: 30 },
            { id: '0190a5b4-0000-7000-8000-000000000003', name: 'Lee Worker', count: 1 },
          ],
        },
      ),
    );
  return undefined;
}

describe('RecommendationsReport', () => {
  it('opens on its own tab, and asks for the last 30 days by default', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), api);
    const router = renderAppAt('/staff/find-a-service');
    fireEvent.click(await screen.findByRole('tab', { name: 'Recommendations' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'recommendations' }));
    await waitFor(() => expect(reports(calls)).toHaveLength(1));
    const { start, end } = reportRange(undefined, undefined);
    expect(Object.fromEntries(reports(calls)[0]!.query)).toEqual({ start, end, take: '20' });
    expect(Date.parse(end) - Date.parse(start)).toBe(29 * 86_400_000);
  });

  it('shows the total, the counts by service and by staff member, and the latest recommendations', async () => {
    answerApi(stubServer(buildStaffSession()), api);
    renderAppAt('/staff/find-a-service?view=recommendations&start=2030-01-01&end=2030-01-30');
    expect(await screen.findByText(/recommendations from 01\/01\/2030 to 01\/30\/2030/)).toBeTruthy();
    expect(screen.getByText('31')).toBeTruthy();

    const byService = screen.getByRole('region', { name: 'By service' });
    const serviceLink = within(byService).getByRole('link', { name: 'Community Food Pantry' });
    expect(serviceLink.getAttribute('href')).toBe(
      `/staff/find-a-service/service-details?serviceId=${SERVICE_ID}`,
    );
    const byStaff = screen.getByRole('region', { name: 'By staff member' });
    expect(
      within(byStaff)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Staff memberRecommendations', 'Sam Staff30', 'Lee Worker1']);

    const latest = screen.getByRole('region', { name: 'Latest recommendations' });
    const rows = within(latest).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Mary Ivanoff');
    expect(rows[0]!.textContent).toContain('Sam Staff');
    expect(rows[0]!.textContent).toContain('They can help with groceries this week.');
    expect(rows[1]!.textContent).toContain('A former staff member');
    expect(within(latest).getByText('The latest 2 of 31.')).toBeTruthy();
  });

  it('puts other dates in the address and checks them first', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), api);
    const router = renderAppAt('/staff/find-a-service?view=recommendations&start=2030-01-01&end=2030-01-30');
    const form = await screen.findByRole('form', { name: 'Choose the dates of the report' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'From' }), {
      target: { value: '02/10/2030' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByText('Must be on or after the “From” date')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'To' }), { target: { value: '02/20/2030' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        view: 'recommendations',
        start: '2030-02-10',
        end: '2030-02-20',
      }),
    );
    await waitFor(() => expect(reports(calls).at(-1)!.query.get('start')).toBe('2030-02-10'));
  });
});
