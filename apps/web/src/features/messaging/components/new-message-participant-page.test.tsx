import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, TEAM_ID, buildParticipantSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import {
  buildNewThread,
  openFromWithBrowserHistory,
  withApi,
  type ApiCall,
} from './new-message-test-support.tsx';

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

afterEach(() => {
  onlineManager.setOnline(true);
});

/** Opens the new-message page from the inbox, so that the browser's Back has somewhere to go. */
async function openFromInbox() {
  const router = await openFromWithBrowserHistory('/participant/inbox', PATH);
  await screen.findByRole('radio', { name: 'Food support' });
  return router;
}

const OFFLINE_WORDS = 'You are offline. Your message will be sent when you are back online.';

function saysOffline(): boolean {
  return screen.getAllByRole('status').some((status) => status.textContent === OFFLINE_WORDS);
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

  it('takes "Choose who…" away as soon as a department is chosen, and the message check once it is written', async () => {
    withApi(stubServer(buildParticipantSession()), api());
    renderAppAt(PATH);
    await screen.findByRole('radio', { name: 'Food support' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose who you would like to write to.')).toBeTruthy();
    expect(screen.getByText('Write a message: it must contain some text')).toBeTruthy();
    // The focus is on the first field to correct, which is read with its error.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Housing assistance' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Food support' }));
    expect(screen.queryByText('Choose who you would like to write to.')).toBeNull();
    expect(screen.getByText('Write a message: it must contain some text')).toBeTruthy();
    typeMessage('Hello');
    expect(screen.queryByText('Write a message: it must contain some text')).toBeNull();
  });

  it("takes the server's error away from the subject once another subject is entered, leaving the others", async () => {
    withApi(
      stubServer(buildParticipantSession()),
      api(() =>
        problemResponse(400, 'Check the highlighted fields.', {
          errors: [
            { field: 'body.subject', message: 'Must not look like that' },
            { field: 'body.body', message: 'Too long for one message' },
          ],
        }),
      ),
    );
    renderAppAt(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Food support' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    fireEvent.change(subject, { target: { value: 'Odd' } });
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Must not look like that')).toBeTruthy();
    expect(document.activeElement).toBe(subject);
    fireEvent.change(subject, { target: { value: 'About my rent' } });
    expect(screen.queryByText('Must not look like that')).toBeNull();
    expect(subject.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Too long for one message')).toBeTruthy();
    typeMessage('Hello again');
    expect(screen.queryByText('Too long for one message')).toBeNull();
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

  it('asks before Back throws away a message typed and not sent, and stays when told to', async () => {
    withApi(stubServer(buildParticipantSession()), api());
    const router = await openFromInbox();
    typeMessage('I need help with rent');
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without sending?' });
    expect(dialog.textContent).toContain('your new message');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('I need help with rent');
  });

  it('asks before Back throws away a department chosen, and leaves when told to', async () => {
    withApi(stubServer(buildParticipantSession()), api());
    const router = await openFromInbox();
    fireEvent.click(screen.getByRole('radio', { name: 'Food support' }));
    act(() => window.history.back());
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without sending' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'));
  });

  it('leaves without asking when nothing was written or chosen, or on Cancel', async () => {
    withApi(stubServer(buildParticipantSession()), api());
    const router = await openFromInbox();
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'));
    await act(() => router.navigate({ href: PATH }));
    typeMessage('Never mind');
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says, while offline, that the message waits and goes once back online; then sends it once', async () => {
    const calls = withApi(stubServer(buildParticipantSession()), api());
    const router = renderAppAt(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Food support' }));
    typeMessage('Is the pantry open on Saturday?');
    expect(saysOffline()).toBe(false);
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(saysOffline()).toBe(true));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/threads')).toBe(false);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'), { timeout: 5000 });
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/threads')).toHaveLength(1);
  });

  it('still sends, once, a message left while it waited for the connection, and leaves the person where they went', async () => {
    const calls = withApi(stubServer(buildParticipantSession()), api());
    const router = await openFromInbox();
    fireEvent.click(screen.getByRole('radio', { name: 'Food support' }));
    typeMessage('Is the pantry open on Saturday?');
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(saysOffline()).toBe(true));
    // Being sent, it is not lost by leaving: no question.
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/inbox'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate({ href: '/participant/dashboard' }));
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Your new message was sent.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/threads')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/participant/dashboard');
  });

  it('says in a toast that a message left while it waited for the connection was then refused', async () => {
    withApi(
      stubServer(buildParticipantSession()),
      api(() => problemResponse(400, 'This department takes no messages now.')),
    );
    const router = await openFromInbox();
    fireEvent.click(screen.getByRole('radio', { name: 'Food support' }));
    typeMessage('Is the pantry open on Saturday?');
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(saysOffline()).toBe(true));
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New message', hidden: true })).toBeNull());
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Your new message was not sent')).toBeTruthy();
    expect(screen.getByText('This department takes no messages now.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/participant/inbox');
  });
});
