import { describe, expect, it } from 'vitest';
import { isValidFileName } from '@casework/contract';
import { nameFreeIn, refKey } from './participant-file-names.ts';

const taken = (...names: string[]) => new Set(names.map((n) => refKey('identity', n)));

describe('a free name for a file moved by a merge', () => {
  it('keeps the name when nothing clashes, in the same category only', () => {
    expect(nameFreeIn(taken('lease.pdf'), 'housing', 'lease.pdf')).toBe('lease.pdf');
  });

  it('numbers clashing names before the extension: lease (2).pdf, lease (3).pdf', () => {
    expect(nameFreeIn(taken('lease.pdf'), 'identity', 'lease.pdf')).toBe('lease (2).pdf');
    expect(nameFreeIn(taken('lease.pdf', 'lease (2).pdf'), 'identity', 'lease.pdf')).toBe('lease (3).pdf');
    expect(nameFreeIn(taken('README'), 'identity', 'README')).toBe('README (2)');
  });

  it('shortens a long name so the numbered one still fits in 255 bytes and stays valid', () => {
    const long = `${'é'.repeat(125)}x.pdf`;
    const free = nameFreeIn(taken(long), 'identity', long);
    expect(Buffer.byteLength(free)).toBeLessThanOrEqual(255);
    expect(free.endsWith(' (2).pdf')).toBe(true);
    expect(isValidFileName(free)).toBe(true);
  });
});
