import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { STAFF_USER_ID, TEAM_ID, buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import {
  FIRST_MESSAGE_ID,
  NEW_THREAD_ID,
  buildNewThread,
  openFromWithBrowserHistory,
  withApi,
  type ApiCall,
} from './new-message-test-support.tsx';

vi.setConfig({ testTimeout: 20_000 });

vi.mock('./message-composer.tsx', async () => ({
  MessageComposer: (await import('./new-message-test-support.tsx')).FakeComposer,
}));
const uploadFilesToMessage = vi.hoisted(() =>
  vi.fn((_threadId: string, _messageId: string, _files: File[]) => Promise.resolve()),
);
vi.mock('./upload-message-files.ts', () => ({ uploadFilesToMessage }));

const MARY = buildParticipantView({ hasAccount: true });

function api(create: (call: ApiCall) => Response = () => jsonResponse(buildNewThread())) {
  return (call: ApiCall) => {
    if (call.path === '/api/v1/participants/P7K3-M9QX') return jsonResponse(MARY);
    if (call.path === '/api/v1/participants') return jsonResponse({ items: [MARY], total: 1 });
    if (call.path === '/api/v1/threads' && call.method === 'POST') return create(call);
    return undefined;
  };
}

const PATH = `/staff/inbox/${STAFF_USER_ID}/new-message`;

function typeMessage(text: string) {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
}

describe('StaffNewMessagePage', () => {
  it('writes to the participant named in the link for a team, then goes back to the inbox with the flag', async () => {
    const calls = withApi(stubServer(buildStaffSession()), api());
    const router = renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeTruthy();
    expect(await screen.findByText('Mary Ivanoff (P7K3-M9QX)')).toBeTruthy();

    const sendAs = screen.getAllByLabelText('Send as')[0]!;
    expect((sendAs as HTMLInputElement).value).toBe('Personal (my inbox)');
    fireEvent.click(sendAs);
    // Without the test environment's switched-off transitions the dropdown counts as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Intake', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: ' Your visit ' } });
    typeMessage('See you on Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/inbox'), { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ messageSuccess: true });
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/threads');
    expect(post?.body).toEqual({
      participantId: 'P7K3-M9QX',
      teamId: TEAM_ID,
      subject: 'Your visit',
      body: '<p>See you on Monday</p>',
    });
    expect(uploadFilesToMessage).not.toHaveBeenCalled();
  });

  it('asks for a participant and a message before sending anything', async () => {
    const calls = withApi(stubServer(buildStaffSession()), api());
    renderAppAt(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose the participant to write to.')).toBeTruthy();
    expect(screen.getByText('Write a message: it must contain some text')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/threads')).toBe(false);
  });

  it('puts the error on screen before the focus moves to its field, so it is read with it', async () => {
    withApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    expect(await screen.findByText('Mary Ivanoff (P7K3-M9QX)')).toBeTruthy();
    // What the page says when the focus arrives on the field (a screen reader reads the field then).
    const saidAtFocus: (string | null)[] = [];
    const listen = (event: FocusEvent) => {
      if (event.target === screen.getByLabelText('Message'))
        saidAtFocus.push(
          screen.queryByText('Write a message: it must contain some text')?.textContent ?? null,
        );
    };
    document.addEventListener('focusin', listen);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByText('Write a message: it must contain some text')).toBeTruthy();
      expect(saidAtFocus).toEqual(['Write a message: it must contain some text']);
    } finally {
      document.removeEventListener('focusin', listen);
    }
  });

  it('puts "Choose the participant" on screen before the focus moves to the picker', async () => {
    withApi(stubServer(buildStaffSession()), api());
    renderAppAt(PATH);
    const send = await screen.findByRole('button', { name: 'Send message' });
    const saidAtFocus: (string | null)[] = [];
    const listen = () => {
      saidAtFocus.push(screen.queryByText('Choose the participant to write to.')?.textContent ?? null);
    };
    document.addEventListener('focusin', listen);
    try {
      fireEvent.click(send);
      expect(await screen.findByText('Choose the participant to write to.')).toBeTruthy();
      expect(saidAtFocus).toEqual(['Choose the participant to write to.']);
    } finally {
      document.removeEventListener('focusin', listen);
    }
  });

  it('does not send a quick-message variable nobody filled in, and says which', async () => {
    const calls = withApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    await screen.findByText('Mary Ivanoff (P7K3-M9QX)');
    typeMessage('Thank you for reaching out to {team.name}.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/^Replace \{team\.name\} with the words you mean/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/threads')).toBe(false);
  });

  it('lets the participant be found with the participant picker', async () => {
    withApi(stubServer(buildStaffSession()), api());
    renderAppAt(PATH);
    const picker = await screen.findByRole('group', { name: 'Participant' });
    fireEvent.change(within(picker).getByLabelText('Name or participant ID'), { target: { value: 'Mary' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Search' }));
    fireEvent.click(await within(picker).findByRole('radio', { name: /Mary Ivanoff/ }));
    expect(await screen.findByText('Mary Ivanoff (P7K3-M9QX)')).toBeTruthy();
  });

  it('shows the server’s field errors at their fields and keeps what was written', async () => {
    withApi(
      stubServer(buildStaffSession()),
      api(() =>
        problemResponse(400, 'Check the highlighted fields.', {
          errors: [{ field: 'body.subject', message: 'Must not look like that' }],
        }),
      ),
    );
    renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    await screen.findByText('Mary Ivanoff (P7K3-M9QX)');
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Odd' } });
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Must not look like that')).toBeTruthy();
    // Said once, in the form's banner (no toast repeating it), with the focus on the field named.
    expect(screen.getAllByText('Check the highlighted fields.')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Not sent' }).textContent).toContain(
      'Check the highlighted fields.',
    );
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(document.activeElement).toBe(subject);
    expect(subject.value).toBe('Odd');
  });

  it('takes "Choose the participant" away as soon as one is chosen, and the message check once it is written', async () => {
    withApi(stubServer(buildStaffSession()), api());
    renderAppAt(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose the participant to write to.')).toBeTruthy();
    const picker = await screen.findByRole('group', { name: 'Participant' });
    fireEvent.change(within(picker).getByLabelText('Name or participant ID'), { target: { value: 'Mary' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Search' }));
    fireEvent.click(await within(picker).findByRole('radio', { name: /Mary Ivanoff/ }));
    expect(await screen.findByText('Mary Ivanoff (P7K3-M9QX)')).toBeTruthy();
    expect(screen.queryByText('Choose the participant to write to.')).toBeNull();
    expect(screen.getByText('Write a message: it must contain some text')).toBeTruthy();
    typeMessage('Hello');
    expect(screen.queryByText('Write a message: it must contain some text')).toBeNull();
  });

  it("takes the server's error away from a field as soon as it is changed, leaving the others", async () => {
    withApi(
      stubServer(buildStaffSession()),
      api(() =>
        problemResponse(400, 'Check the highlighted fields.', {
          errors: [
            { field: 'body.subject', message: 'Must not look like that' },
            { field: 'body.body', message: 'Too long for one message' },
          ],
        }),
      ),
    );
    renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    await screen.findByText('Mary Ivanoff (P7K3-M9QX)');
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    fireEvent.change(subject, { target: { value: 'Odd' } });
    typeMessage('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Must not look like that')).toBeTruthy();
    fireEvent.change(subject, { target: { value: 'Your visit' } });
    expect(screen.queryByText('Must not look like that')).toBeNull();
    expect(subject.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Too long for one message')).toBeTruthy();
  });

  it('attaches the files to the first message, and opens the thread when one could not be attached', async () => {
    withApi(stubServer(buildStaffSession()), api());
    uploadFilesToMessage.mockClear();
    uploadFilesToMessage.mockImplementation((_t, _m, files) =>
      files[0]!.name === 'b.pdf' ? Promise.reject(new Error('The file is too large.')) : Promise.resolve(),
    );
    const router = renderAppAt(`${PATH}?participantId=P7K3-M9QX`);
    await screen.findByText('Mary Ivanoff (P7K3-M9QX)');
    typeMessage('Two files');
    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Attach files'), { target: { files: [a, b] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/inbox'), { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ messageSuccess: true, thread: NEW_THREAD_ID });
    expect(uploadFilesToMessage.mock.calls.map(([t, m, f]) => [t, m, f.map((x) => x.name)])).toEqual([
      [NEW_THREAD_ID, FIRST_MESSAGE_ID, ['a.pdf']],
      [NEW_THREAD_ID, FIRST_MESSAGE_ID, ['b.pdf']],
    ]);
    expect(await screen.findByText(/a file could not be attached: The file is too large\./)).toBeTruthy();
  });

  it('asks before Back throws away a subject typed and not sent, and leaves when told to', async () => {
    withApi(stubServer(buildStaffSession()), api());
    const router = await openFromWithBrowserHistory('/staff/inbox', `${PATH}?participantId=P7K3-M9QX`);
    await screen.findByText('Mary Ivanoff (P7K3-M9QX)');
    // A participant given by the link is no work to lose.
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/inbox'));
    await act(() => router.navigate({ href: `${PATH}?participantId=P7K3-M9QX` }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Your visit' },
    });
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without sending?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave without sending' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/inbox'));
  });
});
