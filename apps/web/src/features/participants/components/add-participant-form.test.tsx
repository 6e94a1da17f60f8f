import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { AddParticipantForm } from './add-participant-form.tsx';
import { localToday } from './date-of-birth.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    void input;
    void init;
    return Promise.resolve(jsonResponse({ items: [], total: 0 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function fillIn(dob: string) {
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Nora' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Kalmakoff' } });
  fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: dob } });
  fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
}

describe('AddParticipantForm date of birth', () => {
  it('refuses a date in the future at the field, sending nothing', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fillIn('01/01/2090');
    const field = screen.getByLabelText(/^Date of birth/);
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toEqual([]);
  });

  it('refuses a date more than 130 years ago at the field, sending nothing', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fillIn('01/01/1800');
    const earliest = Number(localToday().slice(0, 4)) - 130;
    expect(await screen.findByText(`Date of birth must be in ${earliest} or later`)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends a possible date of birth', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fillIn('03/04/1991');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toMatchObject({ dob: '1991-03-04' });
  });
});

describe('AddParticipantForm refusals', () => {
  it('puts the focus on the first field to correct when nothing is filled in, sending nothing', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('Enter the first name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('puts the focus on the field the server refused', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation((_input: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? problemResponse(400, 'Some fields are not valid: body.email.', {
              errors: [{ field: 'body.email', message: 'Enter an e-mail address like name@example.org' }],
            })
          : jsonResponse({ items: [], total: 0 }),
      ),
    );
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nora@' } });
    fillIn('03/04/1991');
    expect(await screen.findByText('Enter an e-mail address like name@example.org')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/)));
  });
});
