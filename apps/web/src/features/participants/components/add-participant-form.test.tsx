import type { DuplicateCandidate } from '@casework/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { AddParticipantForm } from './add-participant-form.tsx';
import { localToday } from './date-of-birth.ts';

vi.setConfig({ testTimeout: 20_000 });
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

describe('AddParticipantForm phone', () => {
  const sentPhones = (fetchMock: ReturnType<typeof stubFetch>) =>
    (JSON.parse(String(posts(fetchMock)[0]![1]!.body)) as { phones?: unknown }).phones;

  it('saves the number as a mobile unless told otherwise, not with no kind', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kind of phone' }).value).toBe('mobile');
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '9075550142' } });
    fillIn('03/04/1991');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(sentPhones(fetchMock)).toEqual([{ number: '9075550142', isPreferred: true, type: 'mobile' }]);
  });

  it.each([
    ['Home', { type: 'home' }],
    ['Not given', {}],
  ])('saves the kind chosen: %s', async (label, kind) => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '9075550142' } });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kind of phone' });
    const option = [...select.options].find((o) => o.text === label)!;
    fireEvent.change(select, { target: { value: option.value } });
    fillIn('03/04/1991');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(sentPhones(fetchMock)).toEqual([{ number: '9075550142', isPreferred: true, ...kind }]);
  });

  it('sends no phone, and so no kind, when no number is given', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fillIn('03/04/1991');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(sentPhones(fetchMock)).toBeUndefined();
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

  it('clears a required-field error as soon as that field is filled in, leaving the others', async () => {
    stubFetch();
    renderWithProviders(<AddParticipantForm onCreated={() => undefined} />, { session: buildStaffSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('Enter the first name')).toBeTruthy();
    expect(screen.getByText('Enter the last name')).toBeTruthy();
    expect(screen.getByText('Enter the date of birth')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Nora' } });
    expect(screen.queryByText('Enter the first name')).toBeNull();
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Enter the last name')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Kalmakoff' } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '03/04/1991' } });
    expect(screen.queryByText('Enter the last name')).toBeNull();
    expect(screen.queryByText('Enter the date of birth')).toBeNull();
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

  it("clears the server's error on a field once that field is changed", async () => {
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
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nora@example.net' } });
    expect(screen.queryByText('Enter an e-mail address like name@example.org')).toBeNull();
  });
});

function candidate(score: number): DuplicateCandidate {
  return {
    participant: {
      participantId: 'H4RT-2VNB',
      firstName: 'Nora',
      lastName: 'Kalmakoff',
      dob: '1991-03-14',
      email: null,
      phones: [],
      isActive: true,
      status: 1,
      mergedInto: null,
      hasAccount: false,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    },
    score,
    reasons: ['same first name', 'same last name', 'date of birth differs by one digit'],
  };
}

/** The app on the add page, its duplicate check finding one candidate of this score; a POST adds the participant. */
function openWithDuplicate(score: number) {
  const calls = answerApi(stubServer(buildStaffSession()), (call) => {
    if (call.path === '/api/v1/participants/check-duplicates')
      return jsonResponse({ items: [candidate(score)], total: 1 });
    if (call.path === '/api/v1/participants' && call.method === 'POST')
      return jsonResponse({ ...candidate(score).participant, participantId: 'NEW2-2222' }, { status: 201 });
    return undefined;
  });
  renderAppAt('/staff/participant-management/add-participant');
  return { adds: () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/participants') };
}

describe('AddParticipantForm likely duplicates', () => {
  it('says a likely duplicate once, in a status region, not as an alert read out whole', async () => {
    openWithDuplicate(0.7);
    await screen.findByLabelText(/^First name/);
    // The form's own status region (the app shell may hold others).
    const region = () =>
      screen.getAllByRole('status').find((el) => el.getAttribute('aria-atomic') === 'true')!;
    expect(region().textContent).toBe('');
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Nora' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Kalmakoff' } });
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '03/04/1991' } });
    await waitFor(() =>
      expect(region().textContent).toBe(
        'Possible duplicate. One person on file may be this person. Closest: Nora Kalmakoff, H4RT-2VNB, 70% match.',
      ),
    );
    const warning = screen.getByRole('region', { name: 'This person may already be on file' });
    expect(warning.getAttribute('aria-live')).toBeNull();
    expect(warning.closest('[aria-live], [role="alert"], [role="status"]')).toBeNull();
    // Typing elsewhere does not change the words, so they are not read out again.
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nora@example.net' } });
    expect(region().textContent).toContain('One person on file may be this person');
  });

  it('adds after a weak match without asking', async () => {
    const server = openWithDuplicate(0.7);
    await screen.findByLabelText(/^First name/);
    fillIn('03/04/1991');
    await waitFor(() => expect(server.adds()).toHaveLength(1));
  });

  it('does not add after a strong match until the person confirms it is someone else', async () => {
    const server = openWithDuplicate(0.95);
    await screen.findByLabelText(/^First name/);
    // Submitted at once, before the live check has run: the submit checks, shows the match and refuses.
    fillIn('03/04/1991');
    const confirm = await screen.findByRole('checkbox', { name: /this is a different person/ });
    expect(
      await screen.findByText('Open the matching record, or confirm that this is a different person.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(screen.getByText('Strong match')).toBeTruthy();
    expect(server.adds()).toEqual([]);

    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    await waitFor(() => expect(server.adds()).toHaveLength(1));
  });
});
