import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ListPagination } from './list-pagination.tsx';

describe('ListPagination', () => {
  it('shows nothing while everything fits on one page', () => {
    renderWithProviders(<ListPagination total={20} pageSize={20} page={1} onPage={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('names every button and reports the page chosen', () => {
    const onPage = vi.fn();
    renderWithProviders(<ListPagination total={45} pageSize={20} page={1} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('marks the last page when the page asked for is past the end', () => {
    renderWithProviders(<ListPagination total={45} pageSize={20} page={9} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });
});
