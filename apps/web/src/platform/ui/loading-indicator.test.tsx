import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LoadingIndicator } from './loading-indicator.tsx';

describe('LoadingIndicator', () => {
  it('is a status named by what is loading, so the name is allowed and read', () => {
    renderWithProviders(<LoadingIndicator label="Loading the profile" size="sm" />);
    expect(screen.getByRole('status', { name: 'Loading the profile' })).toBeTruthy();
  });
});
