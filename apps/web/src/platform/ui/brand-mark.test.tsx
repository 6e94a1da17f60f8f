import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BrandMark } from './brand-mark.tsx';

/** The frame index.html shows until React's first render. */
function loadingFrame(): Document {
  const html = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('BrandMark', () => {
  it('draws the same mark as the loading frame and the favicon, so the logo does not change on load', () => {
    const frame = loadingFrame();
    const frameMark = frame.querySelector('.boot-frame header img')?.getAttribute('src');
    const favicon = frame.querySelector('link[rel="icon"]')?.getAttribute('href');
    const { container } = renderWithProviders(<BrandMark />);
    const mark = container.querySelector('img');
    expect(mark?.getAttribute('src')).toBe(frameMark);
    expect(mark?.getAttribute('src')).toBe(favicon);
  });

  it('leaves the mark to sighted users: the name beside it says what it is', () => {
    const { container, getByText } = renderWithProviders(<BrandMark />);
    const mark = container.querySelector('img')!;
    expect(mark.getAttribute('alt')).toBe('');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(getByText('Casework')).toBeTruthy();
  });
});
