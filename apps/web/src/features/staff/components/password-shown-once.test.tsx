import type { StaffAccountResult } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { AddStaffMemberDialog } from './add-staff-member-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const CREATED: StaffAccountResult = {
  staffMember: {
    id: '0190a5b4-0000-7000-8000-000000000601',
    firstName: 'Dana',
    lastName: 'New',
    email: 'dana@example.org',
    role: 'Staff',
    isActive: true,
    teams: [],
  },
  temporaryPassword: 'x7Kq-temporary-Password1',
};

/** Creating an account and resetting a password both answer with a generated password. */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/v1/staffMembers' || url.endsWith('/password-reset'))
        return Promise.resolve(
          jsonResponse(CREATED, { status: url.endsWith('/password-reset') ? 200 : 201 }),
        );
      if (url === '/api/admin/plugins') return Promise.resolve(jsonResponse({ items: [] }));
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
}

/** Escape and a press outside are refused: the dialog stays, and the focus stays in it. */
async function expectFocusKeptOnRefusedDismissal(dialogName: string) {
  const dialog = screen.getByRole('dialog', { name: dialogName });
  const done = within(dialog).getByRole('button', { name: 'I have copied it — done' });
  // Shown in place of the form whose button had the focus: the focus is not left on the page body.
  await waitFor(() => expect(document.activeElement).toBe(done));

  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.getByRole('dialog', { name: dialogName })).toBe(dialog);
  expect(document.activeElement).toBe(done);

  const overlay = document.querySelector('.mantine-Modal-overlay')!;
  // false: the press's default, moving the focus to the page body, is stopped.
  expect(fireEvent.mouseDown(overlay)).toBe(false);
  fireEvent.click(overlay);
  expect(screen.getByRole('dialog', { name: dialogName })).toBe(dialog);
  expect(document.activeElement).toBe(done);

  // Should the focus leave anyway, Escape brings it back to the dialog.
  (document.activeElement as HTMLElement).blur();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(document.activeElement).toBe(done);
}

describe('the one-time password dialogs', () => {
  it('keep the focus on Done after creating an account, when Escape or a press outside is refused', async () => {
    stubApi();
    renderWithProviders(<AddStaffMemberDialog opened onClose={() => undefined} teams={[]} />, {
      session: buildStaffSession(),
    });
    const form = await screen.findByRole('dialog', { name: 'Add a staff member' });
    fireEvent.change(within(form).getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'dana@example.org' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Dana' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /Last name/ }), { target: { value: 'New' } });
    const submit = within(form).getByRole('button', { name: 'Add staff member' });
    submit.focus();
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Account created' });
    await expectFocusKeptOnRefusedDismissal('Account created');
  });

  it('keep the focus on Done after a password reset, when Escape or a press outside is refused', async () => {
    stubApi();
    renderWithProviders(<ResetPasswordDialog member={CREATED.staffMember} onClose={() => undefined} />, {
      session: buildStaffSession(),
    });
    const form = await screen.findByRole('dialog', { name: 'Reset the password of Dana New?' });
    const submit = within(form).getByRole('button', { name: 'Reset password' });
    submit.focus();
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Password reset' });
    await expectFocusKeptOnRefusedDismissal('Password reset');
  });
});
