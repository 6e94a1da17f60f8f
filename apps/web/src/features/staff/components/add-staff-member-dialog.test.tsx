import { EMAIL_MESSAGE } from '@casework/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
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
  return { dialog, field, type, add };
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

    type(/E-mail/, 'dana@example.org');
    expect(within(dialog).queryByText(EMAIL_MESSAGE)).toBeNull();
    // The other fields' errors stay until those fields change.
    expect(within(dialog).getByText('Enter the first name')).toBeTruthy();
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
    const { dialog, type, add } = open();
    type(/E-mail/, 'dana@example.org');
    type(/First name/, 'Dana');
    type(/Last name/, 'New');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Type a password' }));
    const password = within(dialog).getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'password1234' } });
    add();
    expect(await within(dialog).findByText(problem)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'password12345' } });
    expect(within(dialog).queryByText(problem)).toBeNull();
  });
});
