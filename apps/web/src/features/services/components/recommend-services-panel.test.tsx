import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import {
  SERVICE_2_ID,
  SERVICE_ID,
  buildDetails,
  buildRecommendation,
  buildReport,
  buildSearchResponse,
  buildSummary,
} from './services-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PATH = '/staff/participant-management/recommend-participant';
const MARY = buildParticipantView({ hasAccount: true });
const SHELTER = buildSummary({ id: SERVICE_2_ID, name: 'Winter Shelter', department: null });

function api(
  recommend: (call: RecordedCall) => Response = () => jsonResponse(buildRecommendation(), { status: 201 }),
) {
  return (call: RecordedCall) => {
    if (call.path === '/api/v1/participants/P7K3-M9QX') return jsonResponse(MARY);
    if (call.path === `/api/v1/services/${SERVICE_ID}`) return jsonResponse(buildDetails());
    if (call.path === '/api/v1/services') return jsonResponse(buildSearchResponse([SHELTER, buildSummary()]));
    if (call.path === '/api/v1/service-recommendations' && call.method === 'POST') return recommend(call);
    return undefined;
  };
}

async function pickShelter() {
  const picker = await screen.findByRole('textbox', { name: 'Find a service to recommend' });
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: 'shel' } });
  fireEvent.click(await screen.findByRole('option', { name: /Winter Shelter/, hidden: true }));
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/service-recommendations');

describe('RecommendServicesPanel', () => {
  it('starts with the service and participant of the address, then posts one recommendation per service', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}?serviceId=${SERVICE_ID}&participantId=P7K3-M9QX`);
    const panel = await screen.findByRole('region', { name: 'Services for Mary Ivanoff' });
    const chosen = await within(panel).findByRole('list', { name: 'Chosen services' });
    expect(within(chosen).getByText('Community Food Pantry')).toBeTruthy();

    await pickShelter();
    await waitFor(() => expect(within(chosen).getAllByRole('listitem')).toHaveLength(2));
    // The picker searched active services only, a few at a time.
    const search = calls.find((c) => c.path === '/api/v1/services');
    expect(search?.query.get('activeServices')).toBe('true');
    expect(search?.query.get('take')).toBe('8');

    fireEvent.change(within(panel).getByRole('textbox', { name: /Note for the participant/ }), {
      target: { value: 'Ask for Dana.' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Recommend' }));

    const done = await within(panel).findByRole('status', { name: 'Recommended to Mary Ivanoff' });
    // Recommend is disabled now (nothing left to recommend): the focus is on what was done, not lost.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommend services to a participant' }),
    ).toBeTruthy();
    expect(
      within(done)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Community Food Pantry',
      'Winter Shelter',
      'Every recommendation to Mary Ivanoff, on their record',
    ]);
    expect(
      within(done)
        .getByRole('link', { name: /on their record/ })
        .getAttribute('href'),
    ).toBe(
      '/staff/participant-management/participant-details?participantId=P7K3-M9QX#recommendations-heading',
    );
    expect(posts(calls).map((c) => c.body)).toEqual([
      { serviceId: SERVICE_ID, participantId: 'P7K3-M9QX', note: 'Ask for Dana.' },
      { serviceId: SERVICE_2_ID, participantId: 'P7K3-M9QX', note: 'Ask for Dana.' },
    ]);
    expect(await screen.findByText('Recommended 2 services to Mary Ivanoff')).toBeTruthy();
    expect(within(panel).getByText('No service chosen yet.')).toBeTruthy();
  });

  it('does not choose an inactive service the address names, and says why', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === `/api/v1/services/${SERVICE_ID}`
        ? jsonResponse(buildDetails({ status: 'inactive' }))
        : api()(call),
    );
    renderAppAt(`${PATH}?serviceId=${SERVICE_ID}&participantId=P7K3-M9QX`);
    const panel = await screen.findByRole('region', { name: 'Services for Mary Ivanoff' });
    expect(
      await within(panel).findByText(
        'Community Food Pantry is inactive, so it cannot be recommended. Choose an active service.',
      ),
    ).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'Chosen services' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Recommend' })).toHaveProperty('disabled', true);
    expect(posts(calls)).toEqual([]);
  });

  it('keeps a service the server refused, with its reason', async () => {
    const calls = answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        (call.body as { serviceId: string }).serviceId === SERVICE_2_ID
          ? problemResponse(404, 'Winter Shelter is no longer active.')
          : jsonResponse(buildRecommendation(), { status: 201 }),
      ),
    );
    renderAppAt(`${PATH}?serviceId=${SERVICE_ID}&participantId=P7K3-M9QX`);
    const panel = await screen.findByRole('region', { name: 'Services for Mary Ivanoff' });
    await within(panel).findByText('Community Food Pantry');
    await pickShelter();
    fireEvent.click(within(panel).getByRole('button', { name: 'Recommend' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Winter Shelter: Winter Shelter is no longer active.');
    const chosen = within(panel).getByRole('list', { name: 'Chosen services' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Winter Shelter']);
    expect(posts(calls)).toHaveLength(2);
    // The note stays for the retry.
    expect(within(panel).getByText(/Recommended to Mary Ivanoff/)).toBeTruthy();
  });

  it('recommends nothing before a participant is chosen, and a removed service is not sent', async () => {
    answerApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}?serviceId=${SERVICE_ID}`);
    const panel = await screen.findByRole('region', { name: 'Services' });
    await within(panel).findByText('Community Food Pantry');
    expect(within(panel).getByText('Choose a participant above to recommend services to them.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Recommend' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Community Food Pantry' }));
    expect(within(panel).getByText('No service chosen yet.')).toBeTruthy();
  });

  it('shows the matching services outside the panel card, which would clip all but the first few', async () => {
    answerApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    const panel = await screen.findByRole('region', { name: 'Services for Mary Ivanoff' });
    const picker = within(panel).getByRole('textbox', { name: 'Find a service to recommend' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'shel' } });
    const option = await screen.findByRole('option', { name: /Winter Shelter/, hidden: true });
    // A Mantine Card hides what overflows it: a dropdown inside it is cut off at the card's edge.
    expect(panel.contains(option)).toBe(false);
  });

  it("names the team each service's messages go to, and offers writing only where there is one", async () => {
    const answer = (call: RecordedCall) => {
      const { serviceId } = call.body as { serviceId: string };
      const shelter = serviceId === SERVICE_2_ID;
      return jsonResponse(
        buildRecommendation(
          shelter ? { service: { id: SERVICE_2_ID, name: 'Winter Shelter', team: null } } : {},
        ),
        { status: 201 },
      );
    };
    answerApi(stubServer(buildStaffSession()), api(answer));
    renderAppAt(`${PATH}?serviceId=${SERVICE_ID}&participantId=P7K3-M9QX`);
    const panel = await screen.findByRole('region', { name: 'Services for Mary Ivanoff' });
    const chosen = await within(panel).findByRole('list', { name: 'Chosen services' });
    await within(chosen).findByText('Community Food Pantry');
    await pickShelter();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Recommend' }));
    const done = await within(panel).findByRole('status', { name: 'Recommended to Mary Ivanoff' });
    expect(done.textContent).toContain(
      'They will see them on their dashboard and can write to the team named below.',
    );
    const [pantry, shelter] = within(done).getAllByRole('listitem');
    expect(pantry?.textContent).toContain('messages go to Food Services Team');
    // Winter Shelter has no team to answer: the participant has no "Send a message" for it.
    expect(shelter?.textContent).toBe('Winter Shelter');
  });

  it('says which chosen services were recommended to the participant before, when and by whom', async () => {
    const byRose = buildRecommendation({
      recommendedBy: { id: '0190a5b4-0000-7000-8000-0000000000ee', name: 'Rose Evan' },
    });
    const byMe = buildRecommendation({
      id: '0190a5b4-0000-7000-8000-0000000009b3',
      service: { id: SERVICE_2_ID, name: 'Winter Shelter', team: null },
      createdAt: '2030-01-04T20:00:00.000Z',
    });
    const calls = answerApi(stubServer(buildStaffSession()), (call) => {
      if (call.path === '/api/v1/service-recommendations' && call.method === 'GET')
        return jsonResponse(buildReport([byMe, byRose], { start: null }));
      return api()(call);
    });
    renderAppAt(`${PATH}?serviceId=${SERVICE_ID}&participantId=P7K3-M9QX`);
    const panel = await screen.findByRole('region', { name: 'Services for Mary Ivanoff' });
    const before = await within(panel).findByRole('status', { name: 'Recommended before' });
    expect(before.textContent).toContain(
      'Community Food Pantry was recommended to Mary Ivanoff on 01/03/2030 by Rose Evan.',
    );
    // Only what is chosen is named.
    expect(before.textContent).not.toContain('Winter Shelter');
    const asked = calls.find((c) => c.path === '/api/v1/service-recommendations' && c.method === 'GET');
    expect(asked?.query.get('participantId')).toBe('P7K3-M9QX');

    await pickShelter();
    await waitFor(() =>
      expect(before.textContent).toContain(
        'Winter Shelter was recommended to Mary Ivanoff on 01/04/2030 by you.',
      ),
    );
    // Taken off the list, nothing chosen was recommended before: the notice goes.
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Community Food Pantry' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Winter Shelter' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('status', { name: 'Recommended before' })).toBeNull(),
    );
  });
});
