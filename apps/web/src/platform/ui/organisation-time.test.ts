import { describe, expect, it } from 'vitest';
import {
  formatOrganisationDate,
  formatOrganisationTime,
  organisationToday,
  startOfOrganisationDay,
} from './organisation-time.ts';

describe('times by the organisation’s clock (Anchorage), whatever the browser’s zone', () => {
  it('shows MM/DD/YYYY h:mm am with the zone, winter (AKST) and summer (AKDT)', () => {
    expect(formatOrganisationTime('2025-01-15T23:05:00Z')).toBe('01/15/2025 2:05 PM AKST');
    expect(formatOrganisationTime('2025-07-01T08:30:00Z')).toBe('07/01/2025 12:30 AM AKDT');
    expect(formatOrganisationTime('2025-07-01T20:00:00Z')).toBe('07/01/2025 12:00 PM AKDT');
  });

  it('adds the seconds when asked, and leaves the zone out only when asked', () => {
    expect(formatOrganisationTime('2025-01-15T23:05:09Z', { seconds: true })).toBe(
      '01/15/2025 2:05:09 PM AKST',
    );
    expect(formatOrganisationTime('2025-01-15T23:05:09Z', { zone: false })).toBe('01/15/2025 2:05 PM');
  });

  it('gives back what is not a date', () => {
    expect(formatOrganisationTime('soon')).toBe('soon');
    expect(formatOrganisationDate('soon')).toBe('soon');
  });

  it('says the Anchorage day of an instant as MM/DD/YYYY: late evening there is already tomorrow in UTC', () => {
    expect(formatOrganisationDate('2025-03-02T05:00:00Z')).toBe('03/01/2025');
    expect(formatOrganisationDate('2025-03-02T10:00:00Z')).toBe('03/02/2025');
  });

  it('knows which day it is in Anchorage, not in UTC', () => {
    expect(organisationToday(Date.parse('2025-03-02T05:00:00Z'))).toBe('2025-03-01');
    expect(organisationToday(Date.parse('2025-03-02T10:00:00Z'))).toBe('2025-03-02');
  });

  it('starts a day at local midnight, with the offset in force that day (AKST -9, AKDT -8)', () => {
    expect(startOfOrganisationDay('2025-01-15')).toBe('2025-01-15T09:00:00.000Z');
    expect(startOfOrganisationDay('2025-07-01')).toBe('2025-07-01T08:00:00.000Z');
    // Daylight saving begins on 03/09/2025 at 2 AM: that day still starts at -9.
    expect(startOfOrganisationDay('2025-03-09')).toBe('2025-03-09T09:00:00.000Z');
    expect(startOfOrganisationDay('2025-03-10')).toBe('2025-03-10T08:00:00.000Z');
    expect(startOfOrganisationDay('2025-11-02')).toBe('2025-11-02T08:00:00.000Z');
    expect(startOfOrganisationDay('2025-11-03')).toBe('2025-11-03T09:00:00.000Z');
  });
});
