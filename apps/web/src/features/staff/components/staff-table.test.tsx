import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StaffStatusBadge } from './staff-table.tsx';

describe('the staff status badge', () => {
  it('is never narrower than its word, so a phone-width table shows "Active" whole, not "A…"', () => {
    renderWithProviders(
      <>
        <StaffStatusBadge isActive />
        <StaffStatusBadge isActive={false} />
      </>,
    );
    for (const word of ['Active', 'Inactive']) {
      const badge = screen.getByText(word).closest('.mantine-Badge-root') as HTMLElement;
      expect(badge.style.minWidth).toBe('max-content');
    }
  });
});
