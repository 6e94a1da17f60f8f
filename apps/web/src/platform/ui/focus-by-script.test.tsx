import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusByScript } from './focus-by-script.ts';

describe('focusByScript', () => {
  it('gives a heading the focus without making it a Tab stop', () => {
    render(<h2>Members (2)</h2>);
    const heading = screen.getByRole('heading', { name: 'Members (2)' });
    expect(focusByScript(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('keeps the tabindex an element already has', () => {
    render(<ol aria-label="Messages" tabIndex={0} />);
    const list = screen.getByRole('list', { name: 'Messages' });
    focusByScript(list);
    expect(document.activeElement).toBe(list);
    expect(list.tabIndex).toBe(0);
  });

  it('does nothing, and says so, when there is nothing to focus', () => {
    expect(focusByScript(null)).toBe(false);
  });
});
