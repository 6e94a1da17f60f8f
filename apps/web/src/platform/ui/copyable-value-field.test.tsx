import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CopyableValueField } from './copyable-value-field.tsx';

describe('CopyableValueField', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the value read-only and copies it with a button named for what it copies', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(
      <CopyableValueField
        label="Signing secret"
        value="whsec_abc"
        copyLabel="Copy the secret"
        copiedLabel="Secret copied"
      />,
    );
    const input = screen.getByLabelText('Signing secret') as HTMLInputElement;
    expect(input.value).toBe('whsec_abc');
    expect(input.readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Copy the secret' }));
    expect(writeText).toHaveBeenCalledWith('whsec_abc');
    expect(await screen.findByRole('button', { name: 'Secret copied' })).toBeTruthy();
  });
});
