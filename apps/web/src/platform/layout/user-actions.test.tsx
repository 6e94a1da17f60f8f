import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';
import { buildParticipantSession } from '../../test/fixtures.ts';
import classes from './app-layout.module.css';

// jsdom lays nothing out and applies no stylesheet: these tests hold the structure that the header's container
// queries rely on, and the rules themselves. What they do was seen in a browser: 390 px wide with 200% text, 320 px
// and 195 px (the brand's name gives way, Sign out is its icon and stays on the screen).
const css = readFileSync(resolve(import.meta.dirname, 'app-layout.module.css'), 'utf8');

describe('the header with enlarged text', () => {
  it('chooses Sign out with words or as an icon by its own width, not by a media query on the window', async () => {
    stubServer(buildParticipantSession());
    renderAppAt('/participant/dashboard');
    const header = await screen.findByRole('banner');
    const container = header.querySelector<HTMLElement>(`.${classes.header}`);
    expect(container).not.toBeNull();

    const [withWords, icon] = within(container!).getAllByRole('button', { name: 'Sign out' });
    expect(withWords!.classList.contains(classes.signOutWithWords!)).toBe(true);
    expect(icon!.classList.contains(classes.signOutIcon!)).toBe(true);
    // Mantine's visibleFrom/hiddenFrom follow the window's width, which enlarged text does not change.
    for (const button of [withWords!, icon!]) {
      expect(button.className).not.toMatch(/mantine-(visible|hidden)-from-/);
    }
    const home = within(container!).getByRole('link', { name: 'Casework home' });
    expect(home.classList.contains(classes.home!)).toBe(true);
  });

  it('is the query container, and gives way in rem: the brand name first, then the words of Sign out', () => {
    expect(css).toMatch(/\.header \{\s*container: app-header \/ inline-size;/);
    expect(css).toMatch(
      /@container app-header \(width < 14rem\) \{\s*\.home :global\(\.mantine-Text-root\) \{\s*display: none;/,
    );
    expect(css).toMatch(
      /@container app-header \(width < 34rem\) \{\s*\.header \.signOutWithWords \{\s*display: none;/,
    );
    expect(css).toMatch(
      /@container app-header \(width >= 34rem\) \{\s*\.header \.signOutIcon \{\s*display: none;/,
    );
  });
});
