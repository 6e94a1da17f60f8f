import { EMAIL_MESSAGE } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { AddStaffMemberDialog } from './add-staff-member-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const TAKEN = 'Another account already uses dana@example.org. Enter a different e-mail address.';

/** Answers POST /staffMembers with `answer`; records the posts. */
function stubApi(answer: () => Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/v1/staffMembers' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Promise.resolve(answer());
      }
      if (url === '/api/admin/plugins') return Promise.resolve(jsonResponse({ items: [] }));
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
  return posts;
}

function open() {
  renderWithProviders(<AddStaffMemberDialog opened onClose={() => undefined} teams={[]} />, {
    session: buildStaffSession(),
  });
  const dialog = screen.getByRole('dialog', { name: 'Add a staff member' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
  const add = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
  /** The dialog has put the focus where it starts, the e-mail (as a person sees it before they type). */
  const started = () => waitFor(() => expect(document.activeElement).toBe(field(/E-mail/)));
  return { dialog, field, type, add, started };
}

describe('AddStaffMemberDialog', () => {
  it('checks the e-mail in the browser with the other fields, the first time, and sends nothing', async () => {
    const posts = stubApi(() => new Response(null, { status: 500 }));
    const { dialog, field, type, add } = open();
    type(/E-mail/, 'dana@example');
    add();
    expect(await within(dialog).findByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText('Enter the first name')).toBeTruthy();
    expect(within(dialog).getByText('Enter the last name')).toBeTruthy();
    expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    // Still wrong, it still says so; right, its error goes at once.
    type(/E-mail/, 'dana@example.');
    expect(within(dialog).getByText(EMAIL_MESSAGE)).toBeTruthy();
    type(/E-mail/, 'dana@example.org');
    expect(within(dialog).queryByText(EMAIL_MESSAGE)).toBeNull();
    // The other fields' errors stay until those fields are right.
    expect(within(dialog).getByText('Enter the first name')).toBeTruthy();
    type(/First name/, 'Dana');
    expect(within(dialog).queryByText('Enter the first name')).toBeNull();
    expect(within(dialog).getByText('Enter the last name')).toBeTruthy();
  });

  it('puts the focus on the first field to correct', async () => {
    stubApi(() => new Response(null, { status: 500 }));
    const { dialog, field, type, add, started } = open();
    await started();
    type(/E-mail/, 'dana@example.org');
    type(/Last name/, 'New');
    add();
    expect(await within(dialog).findByText('Enter the first name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/First name/)));
  });

  it('shows a 409 that names no field at the e-mail, with the focus there, and not again in an alert', async () => {
    stubApi(() => problemResponse(409, TAKEN, { code: 'staff.email_taken' }));
    const { dialog, field, type, add, started } = open();
    await started();
    type(/E-mail/, 'dana@example.org');
    type(/First name/, 'Dana');
    type(/Last name/, 'New');
    field(/Last name/).focus();
    add();
    expect(await within(dialog).findByText(TAKEN)).toBeTruthy();
    expect(field(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(/E-mail/)));
    type(/E-mail/, 'dana.new@example.org');
    expect(within(dialog).queryByText(TAKEN)).toBeNull();
  });

  it('lists above the buttons what the server refused without a field here, so nothing is lost', async () => {
    stubApi(() =>
      problemResponse(400, 'Some fields are not valid.', {
        code: 'request.invalid',
        errors: [{ field: 'body.nickname', message: 'Not expected' }],
      }),
    );
    const { dialog, type, add } = open();
    type(/E-mail/, 'dana@example.org');
    type(/First name/, 'Dana');
    type(/Last name/, 'New');
    add();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not added');
    expect(alert.textContent).toContain('Not expected');
  });

  it("shows the server's 409 at the e-mail until the e-mail is changed, not when another field is", async () => {
    const posts = stubApi(() =>
      problemResponse(409, TAKEN, {
        code: 'staff.email_taken',
        errors: [{ field: 'body.email', message: TAKEN }],
      }),
    );
    const { dialog, field, type, add } = open();
    type(/E-mail/, 'dana@example.org');
    type(/First name/, 'Dana');
    type(/Last name/, 'New');
    add();
    expect(await within(dialog).findByText(TAKEN)).toBeTruthy();
    expect(posts).toHaveLength(1);

    type(/First name/, 'Danna');
    expect(within(dialog).getByText(TAKEN)).toBeTruthy();
    type(/E-mail/, 'dana.new@example.org');
    expect(within(dialog).queryByText(TAKEN)).toBeNull();
    expect(field(/E-mail/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it("clears the server's error at the password as soon as the password is changed", async () => {
    const problem = 'Use a password that is not one of the most common ones';
    stubApi(() =>
      problemResponse(400, 'Some fields are not valid.', {
        code: 'request.invalid',
        errors: [{ field: 'body.password', message: problem }],
      }),
    );
    const { dialog, type, add, started } = open();
    await started();
    type(/E-mail/, 'dana@example.org');
    type(/First name/, 'Dana');
    type(/Last name/, 'New');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Type a password' }));
    const password = within(dialog).getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'password1234' } });
    add();
    expect(await within(dialog).findByText(problem)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(within(dialog).getByText(problem).id);
    fireEvent.change(password, { target: { value: 'password12345' } });
    expect(within(dialog).queryByText(problem)).toBeNull();
  });
});
