import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, TEAM_ID, buildParticipantSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { buildNewThread, withApi, type ApiCall } from './new-message-test-support.tsx';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('./message-composer.tsx', async () => ({
  MessageComposer: (await import('./new-message-test-support.tsx')).FakeComposer,
}));
vi.mock('./upload-message-files.ts', () => ({ uploadFilesToMessage: vi.fn(() => Promise.resolve()) }));

const HOUSING_ID = '0190a5b4-0000-7000-8000-0000000003a1';
const FOOD_ID = '0190a5b4-0000-7000-8000-0000000003a2';
const SERVICE_TEAM_ID = '0190a5b4-0000-7000-8000-0000000003b1';

function application(id: string, name: string, description = '') {
  return {
    id,
    name,
    description,
    team: { id: TEAM_ID, name: 'Intake' },
    isActive: true,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
}

function api(create: (call: ApiCall) => Response = () => jsonResponse(buildNewThread())) {
  return (call: ApiCall) => {
    if (call.path === '/api/v1/applications')
      return jsonResponse({
        items: [
          application(HOUSING_ID, 'Housing assistance', 'Rent help and shelters'),
          application(FOOD_ID, 'Food support'),
        ],
        total: 2,
      });
    if (call.path === '/api/v1/threads' && call.method === 'POST') return create(call);
    return undefined;
  };
}

const PATH = `/participant/inbox/${PARTICIPANT_USER_ID}/new-message`;

function typeMessage(text: string) {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
}

describe('ParticipantNewMessagePage', () => {
  it('writes to the department chosen, then goes back to the inbox with the flag', async () => {
    const calls = withApi(stubServer(buildParticipantSession()), api());
    const router = renderAppAt(PATH);
    const housing = await screen.findByRole('radio', { name: 'Housing assistance' });
    expect(screen.getByText('Rent help and shelters')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/applications')?.query.get('activeOnly')).toBe('true');
    fireEvent.click(housing);
    typeMessage('I need help with rent');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'), { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ messageSuccess: true });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/threads')?.body).toEqual({
      applicationId: HOUSING_ID,
      body: '<p>I need help with rent</p>',
    });
  });

  it('asks where the message should go', async () => {
    const calls = withApi(stubServer(buildParticipantSession()), api());
    renderAppAt(PATH);
    await screen.findByRole('radio', { name: 'Food support' });
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose who you would like to write to.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/threads')).toBe(false);
  });

  it('writes to the service’s team with the subject from the service finder', async () => {
    const calls = withApi(stubServer(buildParticipantSession()), api());
    const router = renderAppAt(
      `${PATH}?serviceTeamId=${SERVICE_TEAM_ID}&serviceTeamName=Food%20Bank%20of%20Alaska&subject=About%20Food%20pantry`,
    );
    expect(await screen.findByText('Food Bank of Alaska')).toBeTruthy();
    expect(screen.getByText(/^To:/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(subject.value).toBe('About Food pantry');
    typeMessage('When are you open?');
    // Ctrl+Enter sends, as in the reply composer.
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'), { timeout: 5000 });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/threads')?.body).toEqual({
      serviceTeamId: SERVICE_TEAM_ID,
      subject: 'About Food pantry',
      body: '<p>When are you open?</p>',
    });
    expect(calls.some((c) => c.path === '/api/v1/applications')).toBe(false);
  });

  it('shows the server’s answer about the destination at that field', async () => {
    withApi(
      stubServer(buildParticipantSession()),
      api(() =>
        problemResponse(400, 'Choose the team you want to write to.', {
          errors: [{ field: 'body.applicationId', message: 'This department takes no messages now' }],
        }),
      ),
    );
    renderAppAt(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Food support' }));
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This department takes no messages now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Food support' }));
  });

  it('says a refusal without a field once, in the form, and keeps what was written', async () => {
    const sentence =
      'You have sent 120 messages in the last minute, the most one person may send. Send this one again in 57 seconds.';
    withApi(
      stubServer(buildParticipantSession()),
      api(() => problemResponse(429, sentence, {}, { 'Retry-After': '57' })),
    );
    renderAppAt(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Food support' }));
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const banner = await screen.findByRole('group', { name: 'Not sent', description: sentence });
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
    expect((screen.getByRole('radio', { name: 'Food support' }) as HTMLInputElement).checked).toBe(true);
  });
});
