import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse, problemResponse } from '../../../test/responses.ts';
import { SERVICE_2_ID, buildRecommendation, buildReport } from './services-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = 'P7K3-M9QX';
const RECORD = `/staff/participant-management/participant-details?participantId=${ID}`;
const MARY = buildParticipantView({ participantId: ID });

const NEWER = buildRecommendation({
  id: '0190a5b4-0000-7000-8000-0000000009b2',
  service: { id: SERVICE_2_ID, name: 'Winter Shelter', team: null },
  note: null,
  createdAt: '2030-01-05T20:00:00.000Z',
});
const OLDER = buildRecommendation();

/** The staff record of Mary, with `recommendations` as the answer about her; the plugins as given. */
function openRecord(
  recommendations: ReturnType<typeof buildReport> | Response,
  { directory = true, mergedInto = null as string | null } = {},
) {
  const server = stubServer(buildStaffSession());
  const calls = answerApi(server, (call: RecordedCall) => {
    if (call.path === '/api/admin/plugins')
      return jsonResponse({
        items: [{ key: 'serviceDirectory', name: 'Service directory', description: '', enabled: directory }],
      });
    if (call.path === `/api/v1/participants/${ID}`) return jsonResponse({ ...MARY, mergedInto });
    if (call.path === '/api/v1/service-recommendations')
      return recommendations instanceof Response ? recommendations : jsonResponse(recommendations);
    if (call.path.startsWith(`/api/v1/participants/${ID}/`)) return pageResponse([]);
    return undefined;
  });
  renderAppAt(RECORD);
  return calls;
}

const section = () => screen.findByRole('region', { name: 'Recommended services' });

describe('ParticipantRecommendations, on the staff record of a participant', () => {
  it('lists every recommendation to the participant from the first, newest first, with who, when and the note', async () => {
    const calls = openRecord(buildReport([NEWER, OLDER], { start: null }));
    const list = await within(await section()).findByRole('list', { name: 'Recommended services' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Winter Shelter',
      'Community Food Pantry',
    ]);
    expect(rows[1]?.textContent).toContain('Recommended by Sam Staff on 01/03/2030');
    expect(rows[1]?.textContent).toContain('messages go to Food Services Team');
    expect(rows[1]?.textContent).toContain('“They can help with groceries this week.”');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toContain(
      `/staff/find-a-service/service-details?serviceId=`,
    );
    expect(
      await within(await section()).findByText('2 recommendations to Mary Ivanoff, newest first.'),
    ).toBeTruthy();
    // Her recommendations from the first: no start date is sent, so the server's 30-day default does not apply.
    const asked = calls.find((c) => c.path === '/api/v1/service-recommendations');
    expect(asked?.query.get('participantId')).toBe(ID);
    expect(asked?.query.has('start')).toBe(false);
  });

  it('offers to recommend services with the participant already chosen', async () => {
    openRecord(buildReport([OLDER], { start: null }));
    const recommend = await within(await section()).findByRole('link', { name: 'Recommend services' });
    expect(recommend.getAttribute('href')).toBe(
      `/staff/participant-management/recommend-participant?participantId=${ID}`,
    );
    fireEvent.click(recommend);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommend services to a participant' }),
    ).toBeTruthy();
  });

  it('says none were recommended yet, and still offers to recommend', async () => {
    openRecord(buildReport([], { start: null }));
    const region = await section();
    expect(await within(region).findByText('No services recommended yet')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Recommend services' })).toBeTruthy();
  });

  it('is left out when the service directory is switched off', async () => {
    const offCalls = openRecord(buildReport([OLDER]), { directory: false });
    await screen.findByRole('heading', { level: 2, name: 'Profile' });
    expect(screen.queryByRole('region', { name: 'Recommended services' })).toBeNull();
    expect(offCalls.some((c) => c.path === '/api/v1/service-recommendations')).toBe(false);
  });

  it('is left out on a record merged into another (its recommendations moved with the merge)', async () => {
    openRecord(buildReport([OLDER]), { mergedInto: 'H4RT-2VNB' });
    await screen.findByRole('region', { name: 'This record was merged' });
    expect(screen.queryByRole('region', { name: 'Recommended services' })).toBeNull();
  });

  it('says the recommended services could not be loaded, and why, when the server fails', async () => {
    openRecord(problemResponse(503, 'Casework is busy; try again in a minute.'));
    const alert = await within(await section()).findByRole('alert');
    expect(alert.textContent).toContain('The recommended services could not be loaded');
  });
});
