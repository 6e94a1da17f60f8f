import { scheduleDisplay, WEEKDAY_CODES } from '@casework/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentSchedule } from './directory-presenters.ts';

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
const scheduleRow = fc.record({
  byDay: fc.subarray([...WEEKDAY_CODES]),
  opensAt: time,
  closesAt: time,
});

describe('presentSchedule', () => {
  it('words every schedule as scheduleDisplay does, however often the same hours come back (kept wordings)', () => {
    fc.assert(
      fc.property(fc.array(scheduleRow, { minLength: 1, maxLength: 30 }), (rows) => {
        // Each set of hours twice: the second is worded from what was kept.
        for (const row of [...rows, ...rows]) {
          const view = presentSchedule({
            id: '01941f29-7c00-7e6e-a2dc-af97b5164833',
            serviceId: null,
            locationId: null,
            validFrom: null,
            validTo: null,
            description: null,
            createdAt: new Date(),
            updatedAt: new Date(),
            ...row,
          });
          expect(view.display).toBe(scheduleDisplay(view));
          expect(view.opensAt).toBe(row.opensAt.slice(0, 5));
        }
      }),
      { numRuns: 300 },
    );
  });
});
