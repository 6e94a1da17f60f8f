import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function Harness({ onConfirm, error }: { onConfirm: (reason: string) => void; error?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Reveal
      </button>
      <ReasonDialog
        opened={opened}
        title="Reveal the passphrase"
        explanation="Your reason is written to the activity log."
        confirmLabel="Reveal it"
        error={error ?? null}
        onConfirm={(reason) => {
          onConfirm(reason);
          setOpened(false);
        }}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}

/** The dialog as a caller uses it while the server is asked: busy, then refused with `refusal`. */
function RefusingHarness({ refusal }: { refusal: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ReasonDialog
      opened
      title="Reveal the passphrase"
      explanation="Your reason is written to the activity log."
      confirmLabel="Reveal it"
      busy={busy}
      error={error}
      onConfirm={() => {
        setBusy(true);
        setError(null);
        setTimeout(() => {
          setBusy(false);
          setError(refusal);
        }, 10);
      }}
      onCancel={() => undefined}
    />
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
  return screen.findByRole('dialog', { name: 'Reveal the passphrase' });
}

describe('ReasonDialog', () => {
  it('says up front how long the reason must be, and refuses a shorter one without sending it', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('At least 5 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' x ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal it' }));
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts empty each time it opens: a reason is not carried over to the next access', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Caller verification' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal it' }));
    expect(onConfirm).toHaveBeenCalledWith('Caller verification');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog();
    expect((within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's message at the field until the reason is edited", async () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} error="Must be at least 5 characters" />);
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(/^Reason/);
    expect(within(dialog).getByText('Must be at least 5 characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'Caller' } });
    expect(within(dialog).queryByText('Must be at least 5 characters')).toBeNull();
  });

  it('puts the focus on the reason when a short one is refused, so what is typed next goes there', async () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(/^Reason/);
    fireEvent.change(field, { target: { value: 'ab' } });
    const reveal = within(dialog).getByRole('button', { name: 'Reveal it' });
    reveal.focus();
    fireEvent.click(reveal);
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('puts the focus on the reason when the server refuses it', async () => {
    renderWithProviders(<RefusingHarness refusal="Must be at least 5 characters" />);
    const dialog = await screen.findByRole('dialog', { name: 'Reveal the passphrase' });
    const field = within(dialog).getByLabelText(/^Reason/);
    fireEvent.change(field, { target: { value: 'Caller' } });
    const reveal = within(dialog).getByRole('button', { name: 'Reveal it' });
    reveal.focus();
    fireEvent.click(reveal);
    expect(await within(dialog).findByText('Must be at least 5 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
