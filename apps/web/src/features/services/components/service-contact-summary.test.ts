import { describe, expect, it } from 'vitest';
import { contactSummary, todaysHours } from './service-contact-summary.ts';
import { orderLocations } from './service-location-card.tsx';
import { LOCATION_ID, buildDetails, buildSchedule } from './services-test-support.ts';

/** Wednesday 2 January 2030, 11:00 AM in Anchorage. */
const WEDNESDAY = new Date('2030-01-02T20:00:00Z');
/** Sunday 6 January 2030, 11:00 AM in Anchorage. */
const SUNDAY = new Date('2030-01-06T20:00:00Z');

describe('todaysHours', () => {
  it('gives the hours that open today in the SPEC template, earliest first, hours past midnight included', () => {
    const hours = [
      buildSchedule({ id: 'b', byDay: ['WE'], opensAt: '20:00', closesAt: '02:00' }),
      buildSchedule({ id: 'a', byDay: ['MO', 'WE'], opensAt: '08:00', closesAt: '12:00' }),
      buildSchedule({ id: 'c', byDay: ['TH'], opensAt: '09:00', closesAt: '17:00' }),
    ];
    expect(todaysHours(hours, WEDNESDAY)).toEqual([
      'Today - 8:00 AM to 12:00 PM',
      'Today - 8:00 PM to 2:00 AM (next day)',
    ]);
  });

  it('says closed today for hours on other days or out of their dates, and nothing without hours', () => {
    expect(todaysHours([buildSchedule()], SUNDAY)).toEqual(['Closed today']);
    expect(todaysHours([buildSchedule({ validTo: '2030-01-01' })], WEDNESDAY)).toEqual(['Closed today']);
    expect(todaysHours([buildSchedule({ validFrom: '2030-01-02' })], WEDNESDAY)).toEqual([
      'Today - 9:00 AM to 5:00 PM',
    ]);
    expect(todaysHours([], WEDNESDAY)).toBeNull();
  });
});

describe('contactSummary', () => {
  it('takes the number to call, the address and the hours of the service and of the location shown first', () => {
    const details = buildDetails();
    const summary = contactSummary(details, orderLocations(details.locations, LOCATION_ID), SUNDAY);
    expect(summary.phone?.number).toBe('(907) 555-0100');
    expect(summary.place).toEqual({ name: 'Midtown pantry', address: '2121 Spar Ave, Anchorage, AK 99501' });
    expect(summary.otherLocations).toBe(1);
    // Sunday: neither the service's weekday hours nor the Midtown Saturday hours.
    expect(summary.today).toEqual(['Closed today']);
  });

  it('does not offer a fax or text line to call, and has nothing without phones, addresses or hours', () => {
    const details = buildDetails({ schedules: [], locations: [] });
    const fax = { ...details.phones[0]!, type: 'fax' as const };
    expect(contactSummary({ ...details, phones: [fax] }, [], WEDNESDAY)).toEqual({
      phone: null,
      place: null,
      otherLocations: 0,
      today: null,
    });
  });
});
