import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PasswordInput } from './password-input.tsx';

describe('theme component defaults', () => {
  it('makes every spinner a status, so the name saying what is loading is allowed and read', () => {
    renderWithProviders(<Loader size="sm" aria-label="Loading the files" />);
    expect(screen.getByRole('status', { name: 'Loading the files' })).toBeTruthy();
  });

  it('keeps a spinner hidden from assistive technology hidden', () => {
    renderWithProviders(<Loader size="xs" aria-hidden />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the PasswordInput every form uses', () => {
  it('marks its input invalid and describes it with its error and its description', () => {
    renderWithProviders(
      <PasswordInput label="Passphrase" description="3 to 100 characters" error="Too short" />,
    );
    const input = screen.getByLabelText('Passphrase');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Too short', '3 to 100 characters']);
  });

  it('is neither invalid nor described by an error while it has none', () => {
    renderWithProviders(<PasswordInput label="Passphrase" description="3 to 100 characters" />);
    const input = screen.getByLabelText('Passphrase');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '3 to 100 characters',
    ]);
  });
});
