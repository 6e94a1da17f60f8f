import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MapLink, mapSearchUrl } from './map-link.tsx';

describe('map links', () => {
  it('searches the maps for the encoded address', () => {
    expect(mapSearchUrl(' 123 Main St, Anchorage, AK 99501 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=123%20Main%20St%2C%20Anchorage%2C%20AK%2099501',
    );
  });

  it('opens in a new tab without giving the map page access to ours', () => {
    renderWithProviders(<MapLink address="1 Elm St #2" />);
    const link = screen.getByRole('link', { name: /1 Elm St #2/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Elm%20St%20%232',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('opens a map in a new tab');
  });
});
