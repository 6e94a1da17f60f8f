import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubPhoneScreen, stubScreenWidth } from '../../test/screen-width.ts';
import { useCompactLayout } from './use-compact-layout.ts';

/** Every value the hook gave, render by render. */
function renderedValues(): boolean[] {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useCompactLayout());
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('useCompactLayout', () => {
  it('answers "compact" at the first render on a phone, so the wide layout is never painted there', () => {
    stubPhoneScreen();
    const seen = renderedValues();
    expect(seen[0]).toBe(true);
    expect(seen.every(Boolean)).toBe(true);
  });

  it('answers "wide" from the start on a wide screen', () => {
    stubScreenWidth(() => false);
    expect(renderedValues().every((value) => !value)).toBe(true);
  });

  it('asks for the width below Mantine\'s "sm" breakpoint', () => {
    stubScreenWidth((query) => query === '(max-width: 47.99em)');
    expect(renderedValues()[0]).toBe(true);
  });
});
