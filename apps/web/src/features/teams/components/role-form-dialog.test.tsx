import { PERMISSION_LABELS, PERMISSION_VALUES, type TeamRoleView } from '@casework/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';

const ROLE: TeamRoleView = {
  id: '0190a5b4-0000-7000-8000-0000000000c1',
  name: 'Case Worker',
  description: 'Answers the team inbox',
  permissions: ['TeamInbox.Access'],
};

describe('the team role dialog', () => {
  it('names each permission in words, with what it allows, and never shows its code', async () => {
    renderWithProviders(<RoleFormDialog opened role={ROLE} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the role Case Worker' });
    const permissions = within(dialog).getByRole('group', { name: 'Permissions' });
    for (const permission of PERMISSION_VALUES) {
      const { label, description } = PERMISSION_LABELS[permission];
      const box = within(permissions).getByRole('checkbox', { name: label }) as HTMLInputElement;
      expect(box.value).toBe(permission);
      expect(within(permissions).getByText(description)).toBeTruthy();
    }
    expect(
      (within(permissions).getByRole('checkbox', { name: 'Team inbox access' }) as HTMLInputElement).checked,
    ).toBe(true);
    for (const code of PERMISSION_VALUES) expect(dialog.textContent).not.toContain(code);
  });
});
