import { describe, expect, it } from 'vitest';
import { fileSizeProblem, fileTooLargeProblem, megabytesLabel } from './file-size.ts';

const LIMIT = 25 * 1_048_576;

describe('megabytesLabel', () => {
  it('says a limit in megabytes with at most one decimal', () => {
    expect(megabytesLabel(LIMIT)).toBe('25 MB');
    expect(megabytesLabel(1_572_864)).toBe('1.5 MB');
    expect(megabytesLabel(1_000_000)).toBe('1 MB');
  });
});

describe('fileSizeProblem', () => {
  it('accepts a file of exactly the limit and refuses one byte more, saying the limit', () => {
    expect(fileSizeProblem(LIMIT, LIMIT)).toBeNull();
    expect(fileSizeProblem(LIMIT + 1, LIMIT)).toBe('Larger than the 25 MB limit. Send a smaller file.');
  });
});

describe('fileTooLargeProblem', () => {
  it('names the file and the limit, for the 413 answer', () => {
    expect(fileTooLargeProblem('scan.png', 2 * 1_048_576)).toBe(
      '"scan.png" is larger than the 2 MB limit. Send a smaller file.',
    );
  });
});
