import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PendingButton } from './pending-button.tsx';

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
    // Not disabled: a disabled button loses the focus to the page.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
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
