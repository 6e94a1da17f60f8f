import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../rules/email.ts';
import {
  AddressBody,
  ContactBody,
  ContactView,
  DepartmentBody,
  DepartmentView,
  POSTAL_CODE_MESSAGE,
  SERVICE_PHONE_MESSAGE,
  ScheduleBody,
  ServiceBody,
  ServiceCoreView,
  ServicePhoneBody,
  ServicePhoneView,
  ZIP_CODE_MESSAGE,
  postalCodeProblem,
} from './services.ts';
import { US_STATE_MESSAGE } from '../rules/us-states.ts';

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

describe('states of directory addresses', () => {
  const address = { address1: '825 L Street', city: 'Anchorage', postalCode: '99501' };
  const problems = (body: Record<string, unknown>) => {
    const parsed = AddressBody.safeParse({ ...address, ...body });
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes the two-letter code of a US state or territory for a US address', () => {
    for (const stateProvince of ['AK', ' WA ', 'DC', 'PR'])
      expect(problems({ stateProvince }), stateProvince).toEqual([]);
    expect(problems({ stateProvince: 'PR', country: 'PR', postalCode: '00901' })).toEqual([]);
  });

  it('refuses anything else for a US address, once, at the field, saying what to enter', () => {
    for (const stateProvince of ['AKAlaska', 'Alaska', 'ZZ', 'ak', 'A'])
      expect(problems({ stateProvince }), stateProvince).toEqual([['stateProvince', US_STATE_MESSAGE]]);
    expect(problems({ stateProvince: '' })).toEqual([['stateProvince', 'Enter the state']]);
  });

  it('keeps taking any province or region of another country', () => {
    expect(problems({ stateProvince: 'Ontario', country: 'CA', postalCode: 'K1A 0B1' })).toEqual([]);
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

describe('e-mail addresses of the directory (SPEC §5)', () => {
  const bodies = {
    service: (email: string) =>
      ServiceBody.safeParse({ name: 'Elder meals', description: 'Hot lunches.', email }),
    contact: (email: string) => ContactBody.safeParse({ name: 'Jo Qa', email }),
    department: (email: string) => DepartmentBody.safeParse({ name: 'Health', email }),
  };
  const problems = (parsed: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    parsed.error ? parsed.error.issues.map((i) => [i.path.join('.'), i.message]) : [];

  it.each(Object.entries(bodies))(
    'refuses the %s e-mail addresses the rule refuses, at the field, with its message',
    (_, parse) => {
      for (const email of [
        'a..b@example.org',
        'jo..qa@example.org',
        '.jo@example.org',
        'jo@example.toolong',
        'jo@x',
      ])
        expect(problems(parse(email)), email).toEqual([['email', EMAIL_MESSAGE]]);
    },
  );

  it.each(Object.entries(bodies))(
    'keeps accepting good %s addresses, trimmed, and none at all',
    (_, parse) => {
      expect(parse(' jo.qa+intake@health.example.org ').data).toMatchObject({
        email: 'jo.qa+intake@health.example.org',
      });
      expect(parse('').data).toMatchObject({ email: null });
    },
  );

  it('still reads rows stored before the rule (views are not checked)', () => {
    const id = SERVICE_ID;
    expect(
      ContactView.safeParse({
        id,
        serviceId: id,
        name: 'Jo',
        title: null,
        department: null,
        email: 'jo..qa@example.org',
        phone: null,
      }).success,
    ).toBe(true);
    expect(
      DepartmentView.safeParse({
        id,
        name: 'Health',
        description: null,
        email: 'a..b@example.org',
        url: null,
        team: null,
      }).success,
    ).toBe(true);
    expect(ServiceCoreView.shape.email.safeParse('a..b@example.org').success).toBe(true);
  });
});

describe('phone numbers of a service', () => {
  const problems = (number: string) => {
    const parsed = ServicePhoneBody.safeParse({ number });
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts 10 digits, 11 with a leading 1, a number abroad starting with +, as typed', () => {
    for (const number of [
      '(907) 555-0123',
      '907-555-0123',
      '9075550123',
      '1 (800) 555-0199',
      '+44 20 7946 0000',
    ])
      expect(problems(number), number).toEqual([]);
    expect(ServicePhoneBody.parse({ number: ' 907.555.0123 ', extension: '12' })).toMatchObject({
      number: '907.555.0123',
      extension: '12',
    });
  });

  it('accepts the 3-digit service numbers: 211 to 911 and 988', () => {
    for (const number of ['211', '311', '511', '711', '811', '911', '988', ' 211 '])
      expect(problems(number), number).toEqual([]);
  });

  it('refuses any other length, and other 3-digit numbers, saying what to write', () => {
    for (const number of [
      '90755512',
      '555-0123',
      '907555012',
      '907555012345',
      '2 1 1',
      '123',
      '111',
      '98',
      '+12 34',
      '',
      'call us',
    ])
      expect(problems(number), number).toEqual([['number', SERVICE_PHONE_MESSAGE]]);
    expect(SERVICE_PHONE_MESSAGE).toContain('Enter a 10-digit phone number, like (907) 555-0123');
  });

  it('still reads numbers stored before the rule', () => {
    expect(ServicePhoneView.shape.number.safeParse('90755512').success).toBe(true);
  });
});
