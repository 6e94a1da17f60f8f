import { EMAIL_MESSAGE, type StaffMemberView } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { calledInit, jsonResponse, problemResponse } from '../../../test/responses.ts';
import { EditStaffMemberDialog } from './edit-staff-member-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ADA: StaffMemberView = {
  id: '0190a5b4-0000-7000-8000-000000000501',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@exmaple.org',
  role: 'Staff',
  isActive: true,
  teams: [],
};
const TAKEN = 'Another account already uses ben@example.org. Enter a different e-mail address.';

/** Answers PUT /staffMembers/{id} with `answer`, or with the member as sent; records every call. */
function stubApi(answer?: () => Response) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === `/api/v1/staffMembers/${ADA.id}` && init?.method === 'PUT')
      return Promise.resolve(
        answer?.() ?? jsonResponse({ ...ADA, ...(JSON.parse(String(init.body)) as object) }),
      );
    if (url === '/api/admin/plugins') return Promise.resolve(jsonResponse({ items: [] }));
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const puts = () =>
    fetchMock.mock.calls
      .map((_, i) => calledInit(fetchMock, i))
      .filter((init) => init.method === 'PUT')
      .map((init) => JSON.parse(String(init.body)) as Record<string, unknown>);
  return { puts };
}

function open(member: StaffMemberView = ADA) {
  const onClose = vi.fn();
  renderWithProviders(<EditStaffMemberDialog member={member} isSelf={false} onClose={onClose} />, {
    session: buildStaffSession(),
  });
  const dialog = screen.getByRole('dialog', { name: 'Edit the details of Ada Lovelace' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  /** The dialog has put the focus where it starts, the first name (as a person sees it before they type). */
  const started = () => waitFor(() => expect(document.activeElement).toBe(field(/First name/)));
  return { dialog, field, type, save, onClose, started };
}

describe('EditStaffMemberDialog', () => {
  it('sends a corrected e-mail, trimmed, and the member is saved', async () => {
    const { puts } = stubApi();
    const { type, save, onClose } = open();
    type(/E-mail/, '  ada@example.org ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', role: 'Staff', email: 'ada@example.org' },
    ]);
  });

  it('leaves the e-mail out when it did not change, so an old address never blocks a new name', async () => {
    const { puts } = stubApi();
    // An address today's rules refuse (no dot in the domain), from before they applied.
    const { type, save, onClose } = open({ ...ADA, email: 'ada@localhost' });
    type(/Last name/, 'King');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()).toEqual([{ firstName: 'Ada', lastName: 'King', role: 'Staff' }]);
  });

  it('checks a new address in the browser and sends nothing; the error goes once the e-mail is changed', async () => {
    const { puts } = stubApi();
    const { dialog, field, type, save, started } = open();
    await started();
    type(/E-mail/, 'ada@example');
    save();
    expect(await within(dialog).findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    // The focus is on it, the field to correct (not on the first name, where the dialog starts).
    await waitFor(() => expect(document.activeElement).toBe(field(/E-mail/)));
    expect(puts()).toEqual([]);

    // Still wrong, it still says so; right, its error goes at once.
    type(/E-mail/, 'ada@example.');
    expect(within(dialog).getByText(EMAIL_MESSAGE)).toBeTruthy();
    type(/E-mail/, 'ada@example.org');
    expect(within(dialog).queryByText(EMAIL_MESSAGE)).toBeNull();
    type(/E-mail/, '');
    save();
    expect(await within(dialog).findByText('Enter the e-mail they sign in with')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it("shows the server's 409 at the e-mail field until the e-mail is changed, not when another field is", async () => {
    stubApi(() =>
      problemResponse(409, TAKEN, {
        code: 'staff.email_taken',
        errors: [{ field: 'body.email', message: TAKEN }],
      }),
    );
    const { dialog, field, type, save, onClose, started } = open();
    await started();
    type(/E-mail/, 'ben@example.org');
    save();
    expect(await within(dialog).findByText(TAKEN)).toBeTruthy();
    expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    // At the field, not again in an alert, with the focus there.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(/E-mail/)));
    expect(onClose).not.toHaveBeenCalled();

    type(/First name/, 'Adah');
    expect(within(dialog).getByText(TAKEN)).toBeTruthy();
    type(/E-mail/, 'ben2@example.org');
    expect(within(dialog).queryByText(TAKEN)).toBeNull();
    expect(field(/E-mail/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows a 409 that names no field at the e-mail, not in an alert', async () => {
    stubApi(() => problemResponse(409, TAKEN, { code: 'staff.email_taken' }));
    const { dialog, field, type, save } = open();
    type(/E-mail/, 'ben@example.org');
    save();
    expect(await within(dialog).findByText(TAKEN)).toBeTruthy();
    expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    type(/E-mail/, 'ben2@example.org');
    expect(within(dialog).queryByText(TAKEN)).toBeNull();
  });

  it("clears the server's error at a name as soon as that name is changed", async () => {
    stubApi(() =>
      problemResponse(400, 'Some fields are not valid.', {
        code: 'request.invalid',
        errors: [{ field: 'body.lastName', message: 'Must be at most 100 characters' }],
      }),
    );
    const { dialog, type, save } = open();
    type(/Last name/, 'Lovelace-Byron');
    save();
    expect(await within(dialog).findByText('Must be at most 100 characters')).toBeTruthy();
    type(/Last name/, 'Byron');
    expect(within(dialog).queryByText('Must be at most 100 characters')).toBeNull();
  });
});
