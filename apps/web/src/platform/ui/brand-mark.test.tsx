import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BrandMark } from './brand-mark.tsx';

const WEB = resolve(import.meta.dirname, '../../..');

/** The frame index.html shows until React's first render. */
function loadingFrame(): Document {
  return new DOMParser().parseFromString(readFileSync(resolve(WEB, 'index.html'), 'utf8'), 'text/html');
}

/** What an SVG mark draws: each shape with its attributes. */
function shapesOf(svg: Element | null | undefined): string[] {
  expect(svg).toBeTruthy();
  return [...svg!.children].map(
    (shape) =>
      `${shape.tagName.toLowerCase()} ${[...shape.attributes]
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('BrandMark', () => {
  it('draws the same mark as the loading frame and the favicon, so the logo does not change on load', () => {
    const frame = loadingFrame().querySelector('.boot-frame header svg');
    const favicon = new DOMParser().parseFromString(
      readFileSync(resolve(WEB, 'public/favicon.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    const { container } = renderWithProviders(<BrandMark />);
    const mark = container.querySelector('svg');
    expect(shapesOf(mark)).toEqual(shapesOf(favicon));
    expect(shapesOf(frame)).toEqual(shapesOf(favicon));
    expect(shapesOf(favicon)).toHaveLength(2);
  });

  it('draws the mark in the page, with no image to wait for', () => {
    expect(loadingFrame().querySelector('.boot-frame img')).toBeNull();
    const { container } = renderWithProviders(<BrandMark />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('leaves the mark to sighted users: the name beside it says what it is', () => {
    const { container, getByText } = renderWithProviders(<BrandMark />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(getByText('Casework')).toBeTruthy();
  });
});
