import { describe, expect, it } from 'vitest';
import {
  AddressBody,
  POSTAL_CODE_MESSAGE,
  ScheduleBody,
  ZIP_CODE_MESSAGE,
  postalCodeProblem,
} from './services.ts';

const SERVICE_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe('postal codes of directory addresses', () => {
  const address = { address1: '825 L Street', city: 'Anchorage', stateProvince: 'AK' };
  const problems = (body: Record<string, unknown>) => {
    const parsed = AddressBody.safeParse({ ...address, ...body });
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts a US ZIP code of 5 digits or ZIP+4, the country US being the default', () => {
    expect(problems({ postalCode: '99501' })).toEqual([]);
    expect(problems({ postalCode: ' 99501-1234 ', country: 'us' })).toEqual([]);
    expect(AddressBody.parse({ ...address, postalCode: '99501-1234' })).toMatchObject({
      postalCode: '99501-1234',
      country: 'US',
    });
  });

  it('refuses any other US postal code at the field, once, saying what to write', () => {
    for (const postalCode of [
      '9950',
      '995011',
      '99501-12',
      '995011234',
      '99501 1234',
      'ABCDE',
      'not a zip!',
      '',
    ])
      expect(problems({ postalCode }), postalCode).toEqual([['postalCode', ZIP_CODE_MESSAGE]]);
    expect(problems({ postalCode: '9950', country: 'PR' })).toEqual([['postalCode', ZIP_CODE_MESSAGE]]);
  });

  it('keeps accepting the postal codes of other countries', () => {
    expect(problems({ postalCode: 'SW1A 1AA', country: 'GB', stateProvince: 'London' })).toEqual([]);
    expect(problems({ postalCode: 'K1A 0B1', country: 'ca' })).toEqual([]);
    expect(problems({ postalCode: '10115', country: 'DE' })).toEqual([]);
    expect(problems({ postalCode: '1', country: 'CA' })).toEqual([['postalCode', POSTAL_CODE_MESSAGE]]);
    expect(postalCodeProblem('K1A 0B1', 'CA')).toBeNull();
  });
});

describe('schedule hours', () => {
  const hours = { serviceId: SERVICE_ID, byDay: ['FR', 'SA'] };

  it('accepts a closing time before the opening time (past midnight) and the same time twice (24 hours)', () => {
    expect(ScheduleBody.safeParse({ ...hours, opensAt: '20:00', closesAt: '02:00' }).success).toBe(true);
    expect(ScheduleBody.safeParse({ ...hours, opensAt: '20:00', closesAt: '00:00' }).success).toBe(true);
    expect(ScheduleBody.safeParse({ ...hours, opensAt: '00:00', closesAt: '00:00' }).success).toBe(true);
  });

  it('still refuses a time that is not a 24-hour time', () => {
    const parsed = ScheduleBody.safeParse({ ...hours, opensAt: '20:00', closesAt: '26:00' });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['closesAt']);
  });
});
