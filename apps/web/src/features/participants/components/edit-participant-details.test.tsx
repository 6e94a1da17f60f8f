import type { ParticipantStaffView } from '@casework/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = 'P7K3-M9QX';
const PATH = `/staff/participant-management/participant-details?participantId=${ID}`;

function buildParticipant(overrides: Partial<ParticipantStaffView> = {}): ParticipantStaffView {
  return buildParticipantView({
    participantId: ID,
    lastName: 'Ivanof',
    email: 'mary@example.net',
    phones: [{ number: '9075550110', isPreferred: true, type: 'mobile' }],
    ...overrides,
  });
}

/** A server holding one participant; `onPut` answers the change (by default it is applied). */
function serve(onPut?: (call: RecordedCall) => Response | undefined) {
  let stored = buildParticipant();
  const calls = answerApi(stubServer(buildStaffSession()), (call) => {
    if (call.path !== `/api/v1/participants/${ID}`) return undefined;
    if (call.method === 'GET') return jsonResponse(stored);
    if (call.method !== 'PUT') return undefined;
    const refused = onPut?.(call);
    if (refused) return refused;
    stored = { ...stored, ...(call.body as Partial<ParticipantStaffView>) };
    return jsonResponse(stored);
  });
  return { puts: () => calls.filter((c) => c.method === 'PUT') };
}

const summary = () => screen.getByText('Participant ID').closest<HTMLElement>('.mantine-Card-root')!;

async function openEdit() {
  renderAppAt(PATH);
  const edit = await screen.findByRole('button', { name: 'Edit name, date of birth and contact details' });
  fireEvent.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Mary Ivanof' });
  return { edit, dialog };
}

const type = (dialog: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Editing a participant’s name, date of birth and contact details', () => {
  it('saves only what changed, updates the summary without a reload and gives focus back to Edit', async () => {
    const server = serve();
    const { edit, dialog } = await openEdit();
    expect((within(dialog).getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('02/14/1980');
    type(dialog, /^Last name/, ' Ivanoff ');
    type(dialog, /^Date of birth/, '02/15/1980');
    type(dialog, 'Phone 1', '(907) 555-0199');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.puts().map((c) => c.body)).toEqual([
      {
        lastName: 'Ivanoff',
        dob: '1980-02-15',
        phones: [{ number: '9075550199', isPreferred: true, type: 'mobile' }],
      },
    ]);
    expect(within(summary()).getByText('Mary Ivanoff')).toBeTruthy();
    expect(within(summary()).getByText('02/15/1980')).toBeTruthy();
    expect(within(summary()).getByText('(907) 555-0199')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('refuses an impossible date of birth and an empty name at their fields, sending nothing', async () => {
    const server = serve();
    const { dialog } = await openEdit();
    type(dialog, /^First name/, '   ');
    type(dialog, /^Date of birth/, '01/01/2090');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Date of birth cannot be in the future')).toBeTruthy();
    expect(within(dialog).getByText('Enter the first name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^First name/)));
    expect(server.puts()).toEqual([]);
  });

  it('shows the server’s refusal of a duplicate at the fields, keeping what was typed', async () => {
    const detail =
      'A participant with this name and date of birth already exists: H4RT-2VNB. Open that record instead.';
    const same = 'Same first name, last name and date of birth as participant H4RT-2VNB';
    serve(() =>
      problemResponse(400, detail, {
        code: 'participant.duplicate',
        errors: ['firstName', 'lastName', 'dob'].map((f) => ({ field: `body.${f}`, message: same })),
      }),
    );
    const { dialog } = await openEdit();
    type(dialog, /^First name/, 'John');
    type(dialog, /^E-mail/, 'john@example.net');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect(await within(dialog).findByText(detail)).toBeTruthy();
    expect(within(dialog).getAllByText(same)).toHaveLength(3);
    expect(
      within(dialog)
        .getByLabelText(/^First name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect((within(dialog).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('John');
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('john@example.net');
    expect(within(summary()).getByText('Mary Ivanof')).toBeTruthy();
  });

  it('places a server error on a phone number at its row, and removes the e-mail when emptied', async () => {
    const server = serve((call) =>
      (call.body as { phones?: unknown[] }).phones?.length === 2
        ? problemResponse(400, 'Check the fields', {
            errors: [{ field: 'body.phones.1.number', message: 'This number is not in service' }],
          })
        : undefined,
    );
    const { dialog } = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a phone number' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a phone number' }));
    type(dialog, 'Phone 3', '907 555 0123');
    type(dialog, /^E-mail/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));

    expect(await within(dialog).findByText('This number is not in service')).toBeTruthy();
    expect(within(dialog).getByLabelText('Phone 3').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Phone 2').getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove phone 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.puts().at(-1)?.body).toEqual({ email: null });
  });

  it("takes a refusal away from a field as soon as it is corrected, its own check and the server's alike", async () => {
    const detail =
      'A participant with this name and date of birth already exists: H4RT-2VNB. Open that record instead.';
    const same = 'Same first name, last name and date of birth as participant H4RT-2VNB';
    serve(() =>
      problemResponse(400, detail, {
        code: 'participant.duplicate',
        errors: ['firstName', 'lastName', 'dob'].map((f) => ({ field: `body.${f}`, message: same })),
      }),
    );
    const { dialog } = await openEdit();
    type(dialog, /^First name/, '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('Enter the first name')).toBeTruthy();
    type(dialog, /^First name/, 'John');
    expect(within(dialog).queryByText('Enter the first name')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findAllByText(same)).toHaveLength(3);
    type(dialog, /^First name/, 'Johnny');
    expect(within(dialog).getAllByText(same)).toHaveLength(2);
    expect(
      within(dialog)
        .getByLabelText(/^First name/)
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(
      within(dialog)
        .getByLabelText(/^Last name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it("takes the server's error away from a phone number once that number is changed, leaving the others", async () => {
    serve(() =>
      problemResponse(400, 'Check the fields', {
        errors: [
          { field: 'body.phones.1.number', message: 'This number is not in service' },
          { field: 'body.email', message: 'This address bounces' },
        ],
      }),
    );
    const { dialog } = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a phone number' }));
    type(dialog, 'Phone 2', '907 555 0123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText('This number is not in service')).toBeTruthy();
    type(dialog, 'Phone 1', '907 555 0111');
    expect(within(dialog).getByText('This number is not in service')).toBeTruthy();
    type(dialog, 'Phone 2', '907 555 0124');
    expect(within(dialog).queryByText('This number is not in service')).toBeNull();
    expect(within(dialog).getByText('This address bounces')).toBeTruthy();
  });

  it('closes without a call when nothing changed', async () => {
    const server = serve();
    const { edit, dialog } = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
    fireEvent.click(edit);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.puts()).toEqual([]);
  });

  it('is not offered on a record that was merged into another', async () => {
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === `/api/v1/participants/${ID}`
        ? jsonResponse(buildParticipant({ mergedInto: 'H4RT-2VNB' }))
        : undefined,
    );
    renderAppAt(PATH);
    await screen.findByText('This record was merged');
    expect(screen.queryByRole('button', { name: /^Edit name/ })).toBeNull();
  });
});
