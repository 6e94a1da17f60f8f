import { describe, expect, it } from 'vitest';
import { localDateTimeOf } from './log-time.ts';

const AK = 'America/Anchorage';

describe('log times in the organisation time zone', () => {
  it('reads as MM/DD/YYYY HH:mm:ss with the zone abbreviation in force at that instant', () => {
    expect(localDateTimeOf(new Date('2024-03-11T08:00:00Z'), AK)).toBe('03/11/2024 00:00:00 AKDT');
    expect(localDateTimeOf(new Date('2024-01-02T03:04:05Z'), AK)).toBe('01/01/2024 18:04:05 AKST');
  });
});
