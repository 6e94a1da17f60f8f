import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildRecommendation,
  buildReport,
} from '../../features/services/components/services-test-support.ts';
import { answerApi, type RecordedCall } from '../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, buildParticipantSession } from '../../test/fixtures.ts';
import { jsonResponse } from '../../test/responses.ts';

const COUNTS_PATH = `/api/v1/threads/users/${PARTICIPANT_USER_ID}/counts`;
const RECOMMENDATIONS_PATH = '/api/v1/service-recommendations';

/** The dashboard's three answers: a helpful link, one unread conversation and one recommendation. */
function dashboardAnswers(call: RecordedCall): Response | undefined {
  switch (call.path) {
    case '/api/v1/help-links':
      return jsonResponse({
        items: [
          {
            id: '0190a5b4-0000-7000-8000-000000000101',
            title: 'Crisis line',
            url: 'https://example.org/crisis',
            description: '',
            sortOrder: 1,
            createdAt: '2030-01-01T00:00:00.000Z',
            updatedAt: '2030-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
      });
    case COUNTS_PATH:
      return jsonResponse({ unread: 1, open: 2, archived: 0, unassigned: 0 });
    case RECOMMENDATIONS_PATH:
      return jsonResponse(buildReport([buildRecommendation()], { start: null }));
    default:
      return undefined;
  }
}

/** Renders the dashboard and waits until its three cards show their answers. */
async function showDashboard(plugins?: { key: string; enabled: boolean }[]) {
  const server = stubServer(buildParticipantSession());
  const calls = answerApi(server, (call) =>
    plugins && call.path === '/api/admin/plugins'
      ? jsonResponse({ items: plugins.map((p) => ({ ...p, name: p.key, description: p.key })) })
      : dashboardAnswers(call),
  );
  const router = renderAppAt('/participant/dashboard');
  await screen.findByRole('link', { name: /Crisis line/ });
  return { calls, queryClient: router.options.context.queryClient };
}

/**
 * The route's loader asks for the dashboard's answers while its code loads; the cards then read them from the
 * cache. Both take their query options from the features, so they cannot drift apart.
 */
describe('/participant/dashboard loader', () => {
  it('asks only for what the cards read: every answer in the cache has a card reading it', async () => {
    const { queryClient } = await showDashboard();
    await screen.findByText('You have 1 conversation with a new message.');
    await screen.findByRole('region', { name: 'Recommended for you' });
    const unread = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.getObserversCount() === 0)
      .map((query) => query.queryKey);
    // A key the loader asked for and no card reads would be left here, and its card would ask again.
    expect(unread).toEqual([]);
  });

  it('does not ask for the answers of a switched-off area', async () => {
    const { calls } = await showDashboard([
      { key: 'inbox', enabled: false },
      { key: 'serviceDirectory', enabled: false },
    ]);
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/api/v1/help-links');
    expect(paths).not.toContain(COUNTS_PATH);
    expect(paths).not.toContain(RECOMMENDATIONS_PATH);
  });
});
