import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';

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
