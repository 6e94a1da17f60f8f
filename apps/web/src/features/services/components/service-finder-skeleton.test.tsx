import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ServiceFinderSkeleton } from './service-finder-skeleton.tsx';
import { ServiceSearchBox } from './service-search-box.tsx';

const box = () => screen.getByRole('textbox', { name: 'Search for a service' }) as HTMLInputElement;

describe('ServiceFinderSkeleton', () => {
  it('searches for the trimmed words on Enter, and for everything when the box is empty', () => {
    const onSearch = vi.fn();
    renderWithProviders(<ServiceFinderSkeleton area="participant" term="food" onSearch={onSearch} />);
    expect(box().value).toBe('food');
    fireEvent.change(box(), { target: { value: '  winter coats ' } });
    fireEvent.submit(box());
    fireEvent.change(box(), { target: { value: ' ' } });
    fireEvent.submit(box());
    expect(onSearch.mock.calls).toEqual([['winter coats'], [undefined]]);
  });

  it('does not bring words back into a search box opened after the skeleton was left', () => {
    const skeleton = renderWithProviders(
      <ServiceFinderSkeleton area="participant" term={undefined} onSearch={() => undefined} />,
    );
    box().focus();
    fireEvent.change(box(), { target: { value: 'food' } });
    skeleton.unmount();
    renderWithProviders(
      <ServiceSearchBox
        area="participant"
        value={undefined}
        onSearch={() => undefined}
        onPick={() => undefined}
      />,
    );
    expect(box().value).toBe('');
    expect(document.activeElement).not.toBe(box());
  });
});
