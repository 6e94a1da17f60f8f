import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WEBHOOK_URL_HELP, WEBHOOK_URL_MESSAGES } from '@casework/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../test/app-harness.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { SECRET, WEBHOOK_ID, buildWebhook, callsTo, pageOf, webhooksApi } from './webhooks-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const POST = ['POST', '/api/v1/webhooks'] as const;
const created = () => jsonResponse({ ...buildWebhook({ health: 'new' }), secret: SECRET }, { status: 201 });

function checkbox(name: string | RegExp): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

async function openForm() {
  renderAppAt('/webhooks/create');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create webhook' })).toBeTruthy();
  await screen.findByRole('checkbox', { name: 'Select all in Participants' });
}

/** The text of the elements that describe `element` (aria-describedby). */
function describedBy(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function typeUrl(value: string) {
  fireEvent.change(screen.getByLabelText(/^Endpoint URL/), { target: { value } });
}

describe('CreateWebhookPage', () => {
  it('groups the events, selects a whole group at once, and sends the chosen ones trimmed', async () => {
    const calls = webhooksApi((call) =>
      call.method === 'POST' && call.path === POST[1] ? created() : undefined,
    );
    await openForm();
    for (const group of ['Participants', 'Threads and messages', 'Service directory'])
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    const participants = within(screen.getByRole('group', { name: 'Participants' }));
    expect(participants.getByText('A participant record was created.')).toBeTruthy();
    expect(participants.getAllByText(/^Example payload/)).toHaveLength(5);

    typeUrl('  https://crm.example.org/hooks/casework ');
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: ' County CRM ' } });
    fireEvent.click(checkbox('Select all in Participants'));
    expect(participants.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
    fireEvent.click(checkbox('participant.deleted'));
    expect(checkbox('Select all in Participants').checked).toBe(false);
    expect(checkbox('Select all in Participants').getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(checkbox('message.created'));
    expect(screen.getByText('5 of 16 events chosen')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(callsTo(calls, ...POST)).toHaveLength(1));
    expect(callsTo(calls, ...POST)[0]!.body).toEqual({
      url: 'https://crm.example.org/hooks/casework',
      description: 'County CRM',
      eventTypes: [
        'participant.created',
        'participant.updated',
        'participant.status_changed',
        'participant.merged',
        'message.created',
      ],
      isActive: true,
    });
  });

  it('says what is missing before sending anything', async () => {
    const calls = webhooksApi(() => undefined);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText(/Enter the address that receives the events/)).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    expect(screen.getByLabelText(/^Endpoint URL/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Endpoint URL/));
    expect(callsTo(calls, ...POST)).toHaveLength(0);
  });

  it('takes focus to the events, with their error read out, when none is chosen', async () => {
    const calls = webhooksApi(() => undefined);
    await openForm();
    typeUrl('https://crm.example.org/hooks/casework');
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    const first = checkbox('Select all in Participants');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(first)).toContain('Choose at least one event');
    expect(callsTo(calls, ...POST)).toHaveLength(0);
  });

  it('keeps focus beside the button when the server refuses without naming a field', async () => {
    webhooksApi((call) =>
      call.method === 'POST' && call.path === POST[1]
        ? problemResponse(503, 'The service is busy: try again in a minute.')
        : undefined,
    );
    await openForm();
    typeUrl('https://crm.example.org/hooks/casework');
    fireEvent.click(checkbox('thread.created'));
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText('Not saved')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create webhook' })),
    );
  });

  it('shows the secret once, with a copy button, then opens the webhook without it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    webhooksApi((call) => {
      if (call.method === 'POST' && call.path === POST[1]) return created();
      if (call.path === `/api/v1/webhooks/${WEBHOOK_ID}`)
        return jsonResponse(buildWebhook({ health: 'new' }));
      if (call.path === '/api/v1/webhooks/notifications') return pageOf([]);
      return undefined;
    });
    const router = renderAppAt('/webhooks/create');
    await screen.findByRole('checkbox', { name: 'Select all in Service directory' });
    typeUrl('https://crm.example.org/hooks/casework');
    fireEvent.click(checkbox('Select all in Service directory'));
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook created' })).toBeTruthy();
    expect(screen.getByText('Store the signing secret now')).toBeTruthy();
    expect(screen.getByText(/It will not be shown again/)).toBeTruthy();
    expect((screen.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByRole('button', { name: 'Secret copied' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: "Open the webhook's page" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/webhooks/${WEBHOOK_ID}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'https://crm.example.org/hooks/casework' }),
    ).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("puts the server's refusal of the URL on the URL field", async () => {
    const detail =
      'The address resolves to a private network address (10.0.0.5), which webhooks may not call.';
    webhooksApi((call) =>
      call.method === 'POST' && call.path === POST[1]
        ? problemResponse(400, detail, { errors: [{ field: 'body.url', message: detail }] })
        : undefined,
    );
    await openForm();
    typeUrl('https://intranet.example/hook');
    fireEvent.click(checkbox('thread.created'));
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    const url = screen.getByLabelText(/^Endpoint URL/) as HTMLInputElement;
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.value).toBe('https://intranet.example/hook');
    // Focus moves to the refused field, far above the button, and its error is read out with it.
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(describedBy(url)).toContain(detail);
    expect(screen.queryByRole('alert', { name: /Not saved/ })).toBeNull();
    expect(screen.queryByText('Not saved')).toBeNull();
  });

  it("takes the server's refusal of the URL away as soon as the URL is changed, leaving the other fields' errors", async () => {
    const detail =
      'The address resolves to a private network address (10.0.0.5), which webhooks may not call.';
    webhooksApi((call) =>
      call.method === 'POST' && call.path === POST[1]
        ? problemResponse(400, detail, {
            errors: [
              { field: 'body.url', message: detail },
              { field: 'body.description', message: 'Must be at most 500 characters' },
            ],
          })
        : undefined,
    );
    await openForm();
    typeUrl('https://intranet.example/hook');
    fireEvent.click(checkbox('thread.created'));
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    typeUrl('https://crm.example.org/hook');
    expect(screen.queryByText(detail)).toBeNull();
    expect(screen.getByLabelText(/^Endpoint URL/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Must be at most 500 characters')).toBeTruthy();
  });

  it('checks a refused field again as it is typed in: its error goes once it is right', async () => {
    webhooksApi(() => undefined);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText('Choose at least one event')).toBeTruthy();
    typeUrl('https://crm.example.org/hooks/casework');
    expect(screen.queryByText(/Enter the address that receives the events/)).toBeNull();
    fireEvent.click(checkbox('thread.created'));
    expect(screen.queryByText('Choose at least one event')).toBeNull();
    // Emptied again: the refusal it had comes back at once.
    fireEvent.click(checkbox('thread.created'));
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
  });

  it('says the address rule the server applies, and refuses plain http to another machine with its words', async () => {
    const calls = webhooksApi((call) =>
      call.method === 'POST' && call.path === POST[1] ? created() : undefined,
    );
    await openForm();
    const url = screen.getByLabelText(/^Endpoint URL/) as HTMLInputElement;
    // Short help for an agency administrator, in the contract's words: https on a public host, and who to ask for
    // anything else; plain http:// on a test server is left to its refusal's words. No server setting is named.
    expect(describedBy(url)).toContain(WEBHOOK_URL_HELP);
    expect(describedBy(url)).not.toMatch(/must start with https:\/\/|runs Casework|WEBHOOK_ALLOWED_HOSTS/);

    typeUrl('http://crm.example.org/hooks/casework');
    fireEvent.click(checkbox('thread.created'));
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(describedBy(url)).toContain(WEBHOOK_URL_MESSAGES.httpElsewhere));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, ...POST)).toHaveLength(0);

    // http://localhost is the server's to accept or refuse (production, allow-list): the form sends it.
    typeUrl('http://localhost:9000/hooks');
    fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() => expect(callsTo(calls, ...POST)).toHaveLength(1));
  });

  it('asks before leaving with unsaved typing', async () => {
    webhooksApi((call) => (call.path === '/api/v1/webhooks' ? pageOf([]) : undefined));
    await openForm();
    typeUrl('https://crm.example.org/hooks/casework');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect((screen.getByLabelText(/^Endpoint URL/) as HTMLInputElement).value).toBe(
      'https://crm.example.org/hooks/casework',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeTruthy();
  });
});
