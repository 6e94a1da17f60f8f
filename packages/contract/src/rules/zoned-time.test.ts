import { describe, expect, it } from 'vitest';
import { zonedParts, type ZonedStyle } from './zoned-time.ts';

const H23: ZonedStyle = {
  name: 'test-23',
  options: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};
const H12: ZonedStyle = {
  name: 'test-12',
  options: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
};
const AFTERNOON_UTC = Date.UTC(2026, 10, 18, 23, 5); // 14:05 in Anchorage (AKST, UTC-9)

describe('zonedParts', () => {
  it('keeps each style and zone apart when they alternate on the same instant', () => {
    for (let i = 0; i < 2; i++) {
      expect(zonedParts(AFTERNOON_UTC, 'America/Anchorage', H23)).toMatchObject({ hour: '14', minute: '05' });
      expect(zonedParts(AFTERNOON_UTC, 'America/Anchorage', H12)).toMatchObject({
        hour: '2',
        dayPeriod: 'PM',
      });
      expect(zonedParts(new Date(AFTERNOON_UTC), 'UTC', H23)).toMatchObject({ hour: '23', minute: '05' });
    }
  });

  it('refuses an unknown zone every time it is asked', () => {
    expect(() => zonedParts(AFTERNOON_UTC, 'Nowhere/Atall', H23)).toThrow(RangeError);
    expect(() => zonedParts(AFTERNOON_UTC, 'Nowhere/Atall', H23)).toThrow(RangeError);
  });
});
