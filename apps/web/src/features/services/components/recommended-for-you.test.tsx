import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, TEAM_ID, buildParticipantSession } from '../../../test/fixtures.ts';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { jsonResponse } from '../../../test/responses.ts';
import { NOTHING_RECOMMENDED } from './recommended-for-you.tsx';
import { SERVICE_2_ID, SERVICE_ID, buildRecommendation, buildReport } from './services-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function recommendations(items: ReturnType<typeof buildRecommendation>[]) {
  return (call: RecordedCall) =>
    call.path === '/api/v1/service-recommendations'
      ? jsonResponse(buildReport(items, { start: null }))
      : undefined;
}

describe('RecommendedForYou (participant dashboard)', () => {
  it('lists what was recommended, by whom and when, with the note and a way to message the service team', async () => {
    const calls = answerApi(
      stubServer(buildParticipantSession()),
      recommendations([
        buildRecommendation(),
        buildRecommendation({
          id: '0190a5b4-0000-7000-8000-0000000009b2',
          service: { id: SERVICE_2_ID, name: 'Winter Shelter', team: null },
          note: null,
        }),
      ]),
    );
    renderAppAt('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(calls.find((c) => c.path === '/api/v1/service-recommendations')?.query.get('take')).toBe('5');

    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const pantry = within(items[0]!).getByRole('link', { name: 'Community Food Pantry' });
    expect(pantry.getAttribute('href')).toBe(
      `/participant/find-a-service/service-details?serviceId=${SERVICE_ID}`,
    );
    expect(within(items[0]!).getByText('Recommended by Sam Staff on 01/03/2030')).toBeTruthy();
    expect(within(items[0]!).getByText('“They can help with groceries this week.”')).toBeTruthy();
    const message = within(items[0]!).getByRole('link', {
      name: 'Send a message about Community Food Pantry',
    });
    const href = new URL(message.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/participant/inbox/${PARTICIPANT_USER_ID}/new-message`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      serviceTeamName: 'Food Services Team',
      serviceTeamId: TEAM_ID,
      subject: 'About Community Food Pantry',
    });
    // No team answers for the shelter: no message link.
    expect(within(items[1]!).queryByRole('link', { name: /Send a message/ })).toBeNull();
  });

  it('is left out when nothing was recommended', async () => {
    const calls = answerApi(stubServer(buildParticipantSession()), recommendations([]));
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' });
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/api/v1/service-recommendations')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
  });

  // jsdom lays nothing out: these hold what the card shows while the answer is on its way. In a browser on a slow
  // connection, "Helpful links" stayed below the fold (390 x 844) when two recommendations arrived, where it had been
  // pushed down ~600 px.
  it('holds its place while the recommendations load: the heading and one recommendation’s lines, said to be loading', async () => {
    const answer = recommendationsLater();
    renderAppAt('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    const loading = within(card).getByRole('status', { name: 'Loading your recommendations' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.children).toHaveLength(5);

    answer(buildReport([buildRecommendation()], { start: null }));
    expect(await within(card).findByRole('link', { name: 'Community Food Pantry' })).toBeTruthy();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('once shown loading, stays when nothing was recommended, saying so, rather than pulling the links below it up', async () => {
    const answer = recommendationsLater();
    renderAppAt('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Recommended for you' });
    within(card).getByRole('status', { name: 'Loading your recommendations' });

    answer(buildReport([], { start: null }));
    expect(await within(card).findByText(NOTHING_RECOMMENDED)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recommended for you' })).toBe(card);
  });
});

/**
 * The participant's recommendations answer when the test says (the dashboard shows without them after
 * PAGE_ANSWERS_WAIT_MS); returns the function that answers.
 */
function recommendationsLater(): (report: ReturnType<typeof buildReport>) => void {
  let answer: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  const server = stubServer(buildParticipantSession());
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation((input: string) =>
    new URL(input, 'http://casework.test').pathname === '/api/v1/service-recommendations'
      ? pending
      : original(input),
  );
  return (report) => answer(jsonResponse(report));
}
