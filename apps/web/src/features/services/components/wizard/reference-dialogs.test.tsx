import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../../test/app-harness.tsx';
import { answerApi } from '../../../../test/api-calls.ts';
import { jsonResponse } from '../../../../test/responses.ts';
import { buildDepartment, editorServer, referenceAnswer } from '../services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const NEW_DEPARTMENT = buildDepartment({
  id: '0190a5b4-0000-7000-8000-000000000a24',
  name: 'Elder Services',
});

/** Opens "Add a department…" from the Department field, which has the focus as it does in a browser. */
async function openAddDepartment() {
  renderAppAt('/staff/find-a-service/create?step=Service');
  const field = await screen.findByRole('combobox', { name: /^Department/ });
  field.focus();
  fireEvent.click(field);
  fireEvent.click(await screen.findByRole('option', { name: 'Add a department…', hidden: true }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a department' });
  return { field, dialog };
}

describe('AddDepartmentDialog: focus goes back to the Department field', () => {
  it('when the dialog is closed with Escape', async () => {
    answerApi(editorServer(), referenceAnswer);
    const { field, dialog } = await openAddDepartment();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Coming back does not reopen the list over the form.
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('after adding a department', async () => {
    answerApi(editorServer(), (call) =>
      call.method === 'POST' && call.path === '/api/v1/services/departments'
        ? jsonResponse(NEW_DEPARTMENT, { status: 201 })
        : referenceAnswer(call),
    );
    const { field, dialog } = await openAddDepartment();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Elder Services' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
