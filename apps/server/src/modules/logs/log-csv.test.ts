import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './log-csv.ts';
import { parseCsv } from './logs.test-support.ts';

describe('log CSV cells', () => {
  it('quotes only what needs quoting, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('neutralises cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('a line of cells parses back to the same values', () => {
    const values = ['x', 'a,b', 'q"q', 'multi\r\nline', ''];
    expect(parseCsv(csvLine(values) + csvLine(['2']))).toEqual([values, ['2']]);
  });
});
