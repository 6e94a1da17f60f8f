import { onlineManager, useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FormDialog } from './form-dialog.tsx';
import { SAVE_WHEN_ONLINE } from './save-when-online-notice.tsx';

afterEach(() => {
  onlineManager.setOnline(true);
});

/** A dialog whose save is a mutation, as the app's edit dialogs are. */
function SavedDialog({ save }: { save: () => Promise<void> }) {
  const mutation = useMutation({ mutationFn: save });
  return (
    <FormDialog
      title="Edit the help link"
      onClose={() => undefined}
      onSubmit={() => mutation.mutate()}
      pending={mutation.isPending}
      problem={null}
      submitLabel="Save link"
    >
      <p>Fields</p>
    </FormDialog>
  );
}

describe('FormFooter, saved while offline', () => {
  it('says by its buttons that the save waits for the connection, and saves once when it is back', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<SavedDialog save={save} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit the help link' });
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));

    const region = await screen.findByRole('status');
    await waitFor(() => expect(region.textContent).toBe(SAVE_WHEN_ONLINE));
    expect(dialog.contains(region)).toBe(true);
    expect(screen.getByText(SAVE_WHEN_ONLINE, { selector: 'p' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(save).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(region.textContent).toBe(''));
  });
});
