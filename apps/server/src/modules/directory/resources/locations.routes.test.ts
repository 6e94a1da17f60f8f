import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  POSTAL_CODE_MESSAGE,
  US_STATE_MESSAGE,
  WEEKDAY_CODES,
  ZIP_CODE_MESSAGE,
  type AddressView,
  type LocationView,
  type ScheduleView,
  type ServiceAtLocationView,
  type ServiceDetailsView,
  type ServiceLocationDetails,
} from '@casework/contract';
import { directoryTestApp, uniqueWord } from '../directory.test-support.ts';

const { api, ok, tokens, buildService, indexFinds, serviceChangeMessages, serviceEventCount } =
  directoryTestApp();
const UNKNOWN_ID = '0190f5d6-0000-7000-8000-00000000beef';

type Located = z.infer<typeof ServiceLocationDetails>;
const address = (city: string) => ({
  address1: '3600 San Jeronimo Dr',
  city,
  stateProvince: 'AK',
  postalCode: '99508',
});
const createLocation = (name: string) =>
  ok<LocationView>(201, 'POST', '/services/locations', tokens.staff, { name });
const locate = (serviceId: string, name: string) =>
  ok<Located>(201, 'POST', `/services/${serviceId}/locations`, tokens.staff, { name });

describe('locations and their addresses', () => {
  it('creates a location, adds physical and postal addresses, and finds it by city', async () => {
    const city = uniqueWord('city');
    const clinic = await createLocation('Southcentral clinic');
    expect(clinic).toMatchObject({ physicalAddresses: [], postalAddresses: [], latitude: null });
    const physical = await ok<AddressView>(
      201,
      'POST',
      `/services/locations/${clinic.id}/physical-addresses`,
      tokens.staff,
      address(city),
    );
    expect(physical).toMatchObject({ locationId: clinic.id, city, country: 'US', address2: null });
    const postal = await ok<AddressView>(
      201,
      'POST',
      `/services/locations/${clinic.id}/postal-addresses`,
      tokens.staff,
      {
        ...address('Anchorage'),
        address1: 'PO Box 196',
        country: 'us',
      },
    );
    expect(postal.country).toBe('US');

    const found = await ok<{ items: LocationView[]; total: number }>(
      200,
      'GET',
      `/services/locations?term=${city.toUpperCase()}`,
      tokens.participant,
    );
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: clinic.id,
      physicalAddresses: [physical],
      postalAddresses: [postal],
    });
    expect(
      (await ok<{ total: number }>(200, 'GET', '/services/locations?term=Southcentral', tokens.staff)).total,
    ).toBeGreaterThan(0);
    expect(await ok(200, 'GET', `/services/locations/${clinic.id}`, tokens.staff)).toEqual(found.items[0]);
  });

  it('keeps the two kinds apart: an id of the other kind or of another location answers 404', async () => {
    const [one, two] = [await createLocation('One'), await createLocation('Two')];
    const physical = await ok<AddressView>(
      201,
      'POST',
      `/services/locations/${one.id}/physical-addresses`,
      tokens.staff,
      address('Bethel'),
    );
    expect(
      (await api('GET', `/services/locations/${one.id}/postal-addresses/${physical.id}`, tokens.staff))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/services/locations/${two.id}/physical-addresses/${physical.id}`, tokens.staff))
        .statusCode,
    ).toBe(404);
    const put = await api(
      'PUT',
      `/services/locations/${one.id}/postal-addresses/${physical.id}`,
      tokens.staff,
      address('Nome'),
    );
    expect(put.statusCode).toBe(404);
    const unknown = await api('GET', `/services/locations/${UNKNOWN_ID}/physical-addresses`, tokens.staff);
    expect(unknown.json().detail).toContain('location');
    const list = await ok<{ items: AddressView[] }>(
      200,
      'GET',
      `/services/locations/${one.id}/physical-addresses`,
      tokens.staff,
    );
    expect(list.items).toEqual([physical]);
    const bad = await api('POST', `/services/locations/${one.id}/physical-addresses`, tokens.staff, {
      ...address('Nome'),
      postalCode: '!',
    });
    expect(bad.json().errors[0].field).toBe('body.postalCode');
  });

  it('takes a US ZIP code of 5 digits or ZIP+4, and a postal code of another country, refusing others at the field', async () => {
    const clinic = await createLocation('Border clinic');
    const url = `/services/locations/${clinic.id}/physical-addresses`;
    const zip4 = await ok<AddressView>(201, 'POST', url, tokens.staff, {
      ...address('Anchorage'),
      postalCode: '99508-1234',
    });
    expect(zip4).toMatchObject({ postalCode: '99508-1234', country: 'US' });
    const canada = await ok<AddressView>(201, 'POST', url, tokens.staff, {
      ...address('Whitehorse'),
      stateProvince: 'YT',
      postalCode: 'Y1A 2C6',
      country: 'ca',
    });
    expect(canada).toMatchObject({ postalCode: 'Y1A 2C6', country: 'CA' });
    const refusals: [Record<string, unknown>, string][] = [
      [{ postalCode: '9950' }, ZIP_CODE_MESSAGE],
      [{ postalCode: '99508-12' }, ZIP_CODE_MESSAGE],
      [{ postalCode: 'ABCDE', country: 'us' }, ZIP_CODE_MESSAGE],
      [{ postalCode: '!', country: 'CA' }, POSTAL_CODE_MESSAGE],
    ];
    for (const [change, message] of refusals) {
      const refused = await api('POST', url, tokens.staff, { ...address('Nome'), ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'body.postalCode', message }]);
      const put = await api('PUT', `${url}/${zip4.id}`, tokens.staff, { ...address('Nome'), ...change });
      expect(put.json().errors).toEqual([{ field: 'body.postalCode', message }]);
    }
    const list = await ok<{ items: AddressView[] }>(200, 'GET', url, tokens.staff);
    expect(list.items.map((a) => a.postalCode).sort()).toEqual(['99508-1234', 'Y1A 2C6']);
  });

  it('refuses a US address whose state is not a state code ("AKAlaska") at the field, saying what to enter', async () => {
    const clinic = await createLocation('State clinic');
    const url = `/services/locations/${clinic.id}/physical-addresses`;
    for (const stateProvince of ['AKAlaska', 'Alaska', 'ZZ']) {
      const refused = await api('POST', url, tokens.staff, { ...address('Nome'), stateProvince });
      expect(refused.statusCode, stateProvince).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'body.stateProvince', message: US_STATE_MESSAGE }]);
    }
    const empty = await api('POST', url, tokens.staff, { ...address('Nome'), stateProvince: ' ' });
    expect(empty.json().errors).toEqual([{ field: 'body.stateProvince', message: 'Enter the state' }]);
    await ok<AddressView>(201, 'POST', url, tokens.staff, { ...address('Nome'), stateProvince: 'AK' });
  });

  it('an address change reindexes every service at the location', async () => {
    const [a, b] = [await buildService(), await buildService()];
    const location = await locate(a.id, 'Shared hall');
    await ok(201, 'POST', '/services/services-at-locations', tokens.staff, {
      serviceId: b.id,
      locationId: location.id,
    });
    const city = uniqueWord('town');
    const physical = await ok<AddressView>(
      201,
      'POST',
      `/services/locations/${location.id}/physical-addresses`,
      tokens.staff,
      address('Kenai'),
    );
    await ok(
      200,
      'PUT',
      `/services/locations/${location.id}/physical-addresses/${physical.id}`,
      tokens.staff,
      address(city),
    );
    for (const service of [a, b]) expect(await indexFinds(service.id, city)).toBe(true);
    expect(await serviceEventCount(b.id)).toBe(3);
    const renamed = uniqueWord('hall');
    await ok(200, 'PUT', `/services/locations/${location.id}`, tokens.staff, { name: renamed });
    expect(await indexFinds(a.id, renamed)).toBe(true);
  });
});

describe('the locations of a service', () => {
  it('POST creates the location and offers the service there; GET shows what applies at each', async () => {
    const service = await buildService();
    const other = await buildService();
    const office = await locate(service.id, 'Bethel office');
    expect(office).toMatchObject({ name: 'Bethel office', schedules: [], phones: [], physicalAddresses: [] });
    await ok(201, 'POST', '/services/services-at-locations', tokens.staff, {
      serviceId: other.id,
      locationId: office.id,
    });
    const hours = { byDay: ['MO', 'TU', 'WE', 'TH', 'FR'], opensAt: '09:00', closesAt: '17:00' };
    const own = await ok<ScheduleView>(201, 'POST', '/services/schedules', tokens.staff, {
      ...hours,
      serviceId: service.id,
      locationId: office.id,
    });
    const building = await ok<ScheduleView>(201, 'POST', '/services/schedules', tokens.staff, {
      ...hours,
      locationId: office.id,
      byDay: ['SA'],
    });
    await ok(201, 'POST', '/services/schedules', tokens.staff, {
      ...hours,
      serviceId: other.id,
      locationId: office.id,
    });
    const phone = await ok<{ id: string }>(201, 'POST', `/services/${service.id}/phones`, tokens.staff, {
      number: '907-543-0100',
      locationId: office.id,
    });
    await ok(201, 'POST', `/services/${service.id}/phones`, tokens.staff, { number: '907-543-0199' });

    const list = await ok<{ items: Located[]; total: number }>(
      200,
      'GET',
      `/services/${service.id}/locations`,
      tokens.participant,
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: office.id, serviceAtLocationId: office.serviceAtLocationId });
    expect(list.items[0]!.schedules.map((s) => s.id)).toEqual([own.id, building.id]);
    expect(list.items[0]!.schedules[0]!.display).toBe('Mon-Fri - 9:00 AM to 5:00 PM');
    expect(list.items[0]!.phones.map((p) => p.id)).toEqual([phone.id]);
    expect(
      (await api('POST', `/services/${service.id}/locations`, tokens.supervisor, { name: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('services at locations', () => {
  it('links a service to a location once (409 for the same pair), lists by service or location, and replaces', async () => {
    const service = await buildService();
    const [north, south] = [await createLocation('North'), await createLocation('South')];
    const link = await ok<ServiceAtLocationView>(
      201,
      'POST',
      '/services/services-at-locations',
      tokens.staff,
      {
        serviceId: service.id,
        locationId: north.id,
        description: 'Walk-ins on Mondays',
      },
    );
    expect(await serviceChangeMessages(service.id)).toContain(
      `Added service at location "${service.name}" at "North"`,
    );
    const again = await api('POST', '/services/services-at-locations', tokens.staff, {
      serviceId: service.id,
      locationId: north.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('service_at_location.exists');
    const byService = await ok<{ items: ServiceAtLocationView[] }>(
      200,
      'GET',
      `/services/services-at-locations?serviceId=${service.id}`,
      tokens.staff,
    );
    expect(byService.items).toEqual([link]);
    const byLocation = await ok<{ total: number }>(
      200,
      'GET',
      `/services/services-at-locations?locationId=${south.id}`,
      tokens.staff,
    );
    expect(byLocation.total).toBe(0);
    const moved = await ok<ServiceAtLocationView>(
      200,
      'PUT',
      `/services/services-at-locations/${link.id}`,
      tokens.staff,
      {
        serviceId: service.id,
        locationId: south.id,
      },
    );
    expect(moved).toMatchObject({ locationId: south.id, description: null });
    // Re-saving a link with its own pair is no clash.
    await ok(200, 'PUT', `/services/services-at-locations/${link.id}`, tokens.staff, {
      serviceId: service.id,
      locationId: south.id,
    });
  });

  it('names the unknown service or location in a field error', async () => {
    const location = await createLocation('Somewhere');
    const service = await buildService();
    const noService = await api('POST', '/services/services-at-locations', tokens.staff, {
      serviceId: UNKNOWN_ID,
      locationId: location.id,
    });
    expect(noService.json().errors).toEqual([
      { field: 'body.serviceId', message: `Unknown service: ${UNKNOWN_ID}` },
    ]);
    const noLocation = await api('POST', '/services/services-at-locations', tokens.staff, {
      serviceId: service.id,
      locationId: UNKNOWN_ID,
    });
    expect(noLocation.json().errors[0].field).toBe('body.locationId');
  });

  it('hides the links and schedules of a service that is not active from participants', async () => {
    const inactive = await buildService({ status: 'temporarily closed' });
    const location = await locate(inactive.id, 'Closed office');
    const schedule = await ok<ScheduleView>(201, 'POST', '/services/schedules', tokens.staff, {
      serviceId: inactive.id,
      byDay: ['WE'],
      opensAt: '10:00',
      closesAt: '12:00',
    });
    const links = `/services/services-at-locations?serviceId=${inactive.id}`;
    expect((await ok<{ total: number }>(200, 'GET', links, tokens.participant)).total).toBe(0);
    expect((await ok<{ total: number }>(200, 'GET', links, tokens.staff)).total).toBe(1);
    const item = `/services/services-at-locations/${location.serviceAtLocationId}`;
    expect((await api('GET', item, tokens.participant)).statusCode).toBe(404);
    expect((await api('GET', `/services/schedules/${schedule.id}`, tokens.participant)).statusCode).toBe(404);
    expect((await api('GET', `/services/schedules/${schedule.id}`, tokens.staff)).statusCode).toBe(200);
  });
});

describe('schedules', () => {
  it('orders by first day then opening time, shows the SPEC display, replaces and deletes', async () => {
    const service = await buildService();
    const post = (body: Record<string, unknown>) =>
      ok<ScheduleView>(201, 'POST', '/services/schedules', tokens.staff, { serviceId: service.id, ...body });
    const saturday = await post({ byDay: ['SA'], opensAt: '10:00', closesAt: '14:00' });
    const late = await post({
      byDay: ['FR', 'MO', 'WE'],
      opensAt: '13:00',
      closesAt: '16:30',
      description: 'Afternoons',
    });
    const early = await post({
      byDay: ['MO'],
      opensAt: '08:00',
      closesAt: '12:00',
      validFrom: '2025-01-01',
      validTo: '2025-12-31',
    });
    expect(late).toMatchObject({ byDay: ['MO', 'WE', 'FR'], display: 'Mon, Wed, Fri - 1:00 PM to 4:30 PM' });
    expect(early).toMatchObject({ validFrom: '2025-01-01', validTo: '2025-12-31', opensAt: '08:00' });

    const list = await ok<{ items: ScheduleView[] }>(
      200,
      'GET',
      `/services/schedules?serviceId=${service.id}`,
      tokens.participant,
    );
    expect(list.items.map((s) => s.id)).toEqual([early.id, late.id, saturday.id]);

    const replaced = await ok<ScheduleView>(200, 'PUT', `/services/schedules/${saturday.id}`, tokens.staff, {
      serviceId: service.id,
      byDay: ['SA', 'SU'],
      opensAt: '11:00',
      closesAt: '15:00',
    });
    expect(replaced.display).toBe('Sat, Sun - 11:00 AM to 3:00 PM');
    await ok(204, 'DELETE', `/services/schedules/${late.id}`, tokens.staff);
    expect((await api('GET', `/services/schedules/${late.id}`, tokens.staff)).statusCode).toBe(404);
    expect((await api('DELETE', `/services/schedules/${early.id}`, tokens.supervisor)).statusCode).toBe(403);
    expect(await serviceEventCount(service.id)).toBe(5);
  });

  it('keeps hours past midnight and 24-hour days, saying so in the display', async () => {
    const service = await buildService();
    const post = (body: Record<string, unknown>) =>
      ok<ScheduleView>(201, 'POST', '/services/schedules', tokens.staff, { serviceId: service.id, ...body });
    const nights = await post({ byDay: ['FR', 'SA'], opensAt: '20:00', closesAt: '02:00' });
    expect(nights).toMatchObject({
      opensAt: '20:00',
      closesAt: '02:00',
      display: 'Fri, Sat - 8:00 PM to 2:00 AM (next day)',
    });
    const evenings = await post({ byDay: ['MO'], opensAt: '18:00', closesAt: '00:00' });
    expect(evenings.display).toBe('Mon - 6:00 PM to midnight');
    const crisisLine = await post({ byDay: [...WEEKDAY_CODES], opensAt: '00:00', closesAt: '00:00' });
    expect(crisisLine.display).toBe('Every day - Open 24 hours');
    const details = await ok<ServiceDetailsView>(200, 'GET', `/services/${service.id}`, tokens.participant);
    expect(details.schedules.map((s) => s.display)).toEqual([
      'Every day - Open 24 hours',
      'Mon - 6:00 PM to midnight',
      'Fri, Sat - 8:00 PM to 2:00 AM (next day)',
    ]);
    expect(details.openNow).toBe(true);
  });

  it('refuses hours, owners and places that do not fit, naming the field', async () => {
    const service = await buildService();
    const elsewhere = await createLocation('Elsewhere');
    const hours = { byDay: ['MO'], opensAt: '09:00', closesAt: '17:00' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...hours, serviceId: service.id, closesAt: '24:00' }, 'body.closesAt'],
      [{ ...hours, serviceId: service.id, opensAt: '9am' }, 'body.opensAt'],
      [{ ...hours, serviceId: service.id, byDay: ['MO', 'MO'] }, 'body.byDay'],
      [{ ...hours }, 'body.serviceId'],
      [{ ...hours, serviceId: UNKNOWN_ID }, 'body.serviceId'],
      [{ ...hours, locationId: UNKNOWN_ID }, 'body.locationId'],
      [{ ...hours, serviceId: service.id, locationId: elsewhere.id }, 'body.locationId'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/services/schedules', tokens.staff, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect(await serviceEventCount(service.id)).toBe(0);
  });
});
