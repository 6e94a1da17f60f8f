import { screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { focusIsWherePageLeftIt, Page } from './page.tsx';

/** A screen whose own effect puts the focus on its search box, as a search page does. */
function FocusingContent() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <input aria-label="Search" ref={ref} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Page', () => {
  it('gives the focus to its heading when the screen opens with nothing focused', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    renderWithProviders(<Page title="Quick messages">Content</Page>);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Quick messages' }));
  });

  it('leaves the focus where the screen itself put it', () => {
    renderWithProviders(
      <Page title="Participants">
        <FocusingContent />
      </Page>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('leaves the focus on a control that is still there (the navigation link that was pressed)', () => {
    const link = document.createElement('a');
    link.href = '/staff/dashboard';
    link.textContent = 'Dashboard';
    document.body.append(link);
    link.focus();
    renderWithProviders(<Page title="Dashboard">Content</Page>);
    expect(document.activeElement).toBe(link);
  });

  it('tells focus it placed on its heading from focus a person placed elsewhere', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    renderWithProviders(
      <Page title="Quick messages">
        <button type="button">Edit</button>
      </Page>,
    );
    expect(focusIsWherePageLeftIt()).toBe(true);
    screen.getByRole('button', { name: 'Edit' }).focus();
    expect(focusIsWherePageLeftIt()).toBe(false);
  });
});
