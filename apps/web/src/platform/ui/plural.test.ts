import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('takes the singular for exactly one, the plural for none and many, and groups thousands', () => {
    expect(plural(1, 'thread', 'threads')).toBe('1 thread');
    expect(plural(0, 'thread', 'threads')).toBe('0 threads');
    expect(plural(2, 'quick message', 'quick messages')).toBe('2 quick messages');
    expect(plural(1250, 'entry', 'entries')).toBe('1,250 entries');
  });
});
