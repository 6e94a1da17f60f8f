import { describe, expect, it } from 'vitest';
import { createBoundedMap } from './bounded-map.ts';

describe('createBoundedMap', () => {
  it('drops the oldest entry when a new key would pass the limit', () => {
    const map = createBoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('counts a key set again as the newest, and never drops it for itself', () => {
    const map = createBoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map.entries()]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
