import { describe, expect, it } from 'vitest';
import { reportSummary } from './dashboard-report-parts.tsx';

describe('reportSummary', () => {
  it('says where the series ends, how it moved and its highest point, per day', () => {
    expect(
      reportSummary({
        bucket: 'day',
        series: [
          { date: '2030-03-01', open: 5 },
          { date: '2030-03-02', open: 8 },
          { date: '2030-03-03', open: 4 },
        ],
      }),
    ).toBe('4 threads open at the end of Mar 3, 1 thread fewer than on Mar 1. Most: 8 on Mar 2.');
  });

  it('speaks of weeks for the year view, and of no change', () => {
    expect(
      reportSummary({
        bucket: 'week',
        series: [
          { date: '2030-01-07', open: 1 },
          { date: '2030-01-14', open: 1 },
        ],
      }),
    ).toBe(
      '1 thread open at the end of the week of Jan 14, the same as on Jan 7. Most: 1 in the week of Jan 7.',
    );
  });

  it('says so when there is nothing to show', () => {
    expect(reportSummary({ bucket: 'day', series: [] })).toBe('No figures for this time frame.');
  });
});
