import { IconLogout } from '@tabler/icons-react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PendingActionIcon, PendingButton } from './pending-button.tsx';

/**
 * What a browser does for Enter in a text field (HTML implicit submission): it fires a click at the form's first
 * submit button, and that click submits the form unless it is cancelled. jsdom leaves this to the page.
 */
function pressEnterIn(field: HTMLInputElement): void {
  const defaultButton = field.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!defaultButton) throw new Error('The field has no form with a submit button.');
  act(() => defaultButton.click());
}

function expectUnavailableButFocusable(button: HTMLButtonElement): void {
  // Not disabled: a disabled button loses the focus to the page.
  expect(button.disabled).toBe(false);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.getAttribute('aria-busy')).toBe('true');
}

describe('PendingButton', () => {
  it('keeps the focus while its request is on its way, reads as unavailable, and ignores presses', () => {
    const onClick = vi.fn();
    function Harness() {
      const [pending, setPending] = useState(false);
      return (
        <PendingButton
          pending={pending}
          onClick={() => {
            onClick();
            setPending(true);
          }}
        >
          Send test event
        </PendingButton>
      );
    }
    renderWithProviders(<Harness />);
    const button = screen.getByRole('button', { name: 'Send test event' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expectUnavailableButFocusable(button);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('as a form submit button', () => {
    function SaveForm({ onSubmit }: { onSubmit: () => void }) {
      const [pending, setPending] = useState(false);
      const submit = (event: FormEvent) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
      };
      return (
        <form onSubmit={submit}>
          <label>
            Name <input name="name" />
          </label>
          <PendingButton type="submit" pending={pending}>
            Save
          </PendingButton>
          <button type="button" onClick={() => setPending(false)}>
            Answer arrives
          </button>
        </form>
      );
    }

    it('does not send the form twice when Enter is pressed in a field while it is pending', () => {
      const onSubmit = vi.fn();
      renderWithProviders(<SaveForm onSubmit={onSubmit} />);
      const field = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
      field.focus();
      pressEnterIn(field);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      pressEnterIn(field);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(field);
    });

    it('keeps the focus while the form is being sent and after, and sends again once the answer is in', () => {
      const onSubmit = vi.fn();
      renderWithProviders(<SaveForm onSubmit={onSubmit} />);
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      save.focus();
      // Enter or Space on a focused button is a click.
      fireEvent.click(save);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expectUnavailableButFocusable(save);
      expect(document.activeElement).toBe(save);
      fireEvent.click(save);
      expect(onSubmit).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Answer arrives' }));
      expect(save.hasAttribute('aria-disabled')).toBe(false);
      expect(document.activeElement).toBe(save);
      fireEvent.click(save);
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });

  it('still looks and reads as unavailable for a reason of its own (nothing to save yet) once it is not pending', () => {
    renderWithProviders(
      <PendingButton type="submit" pending={false} aria-disabled data-disabled>
        Save changes
      </PendingButton>,
    );
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.hasAttribute('data-disabled')).toBe(true);
    expect(save.disabled).toBe(false);
  });

  it('is disabled when it cannot be used at all', () => {
    renderWithProviders(
      <PendingButton pending={false} disabled onClick={() => undefined}>
        Redeliver
      </PendingButton>,
    );
    expect((screen.getByRole('button', { name: 'Redeliver' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PendingActionIcon', () => {
  it('keeps the focus while its request is on its way and ignores presses', () => {
    const onClick = vi.fn();
    function Harness() {
      const [pending, setPending] = useState(false);
      return (
        <PendingActionIcon
          aria-label="Sign out"
          pending={pending}
          onClick={() => {
            onClick();
            setPending(true);
          }}
        >
          <IconLogout size={18} aria-hidden />
        </PendingActionIcon>
      );
    }
    renderWithProviders(<Harness />);
    const button = screen.getByRole('button', { name: 'Sign out' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expectUnavailableButFocusable(button);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
