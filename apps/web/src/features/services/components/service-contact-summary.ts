import {
  DEFAULT_TIME_ZONE,
  formatSchedule,
  localMoment,
  type ScheduleView,
  type ServiceDetailsView,
  type ServicePhoneView,
} from '@casework/contract';
import { addressText } from './service-format.ts';

type Location = ServiceDetailsView['locations'][number];

/** Phone types a person can call (a text line, fax or pager is not a call). */
const CALLABLE: readonly ServicePhoneView['type'][] = ['voice', 'cell', 'textphone'];

/** What a person needs first to reach a service: a number to call, where to go, and today's hours. */
export interface ContactSummary {
  /** The first number to call: the service's own, else one of the location shown. */
  phone: ServicePhoneView | null;
  /** The first location (in the order shown) with a street address, as one line. */
  place: { name: string; address: string } | null;
  /** Locations besides that one. */
  otherLocations: number;
  /** Today's hours ("Today - 9:00 AM to 5:00 PM", "Closed today"); null when the service has no hours. */
  today: string[] | null;
}

const uniqueById = <T extends { id: string }>(items: readonly T[]): T[] => [
  ...new Map(items.map((item) => [item.id, item])).values(),
];

/** Valid on the day `date` ("YYYY-MM-DD"). */
const validOn = (s: ScheduleView, date: string) =>
  (s.validFrom === null || s.validFrom <= date) && (s.validTo === null || date <= s.validTo);

/**
 * The hours that open today in the organisation's time zone, in the SPEC template with "Today" for the days;
 * "Closed today" when the service has hours but none today.
 */
export function todaysHours(
  schedules: readonly ScheduleView[],
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string[] | null {
  if (schedules.length === 0) return null;
  const now = localMoment(at, timeZone);
  const today = schedules
    .filter((s) => s.byDay.includes(now.day) && validOn(s, now.date))
    .sort((a, b) => a.opensAt.localeCompare(b.opensAt))
    .map((s) => formatSchedule({ byDay: 'Today', opensAt: s.opensAt, closesAt: s.closesAt }));
  return today.length > 0 ? [...new Set(today)] : ['Closed today'];
}

/**
 * The contact summary of a service whose locations are shown in `locations` order (the chosen one first): the
 * phones and hours of the whole service and of the location it names.
 */
export function contactSummary(
  service: ServiceDetailsView,
  locations: readonly Location[],
  at: Date,
): ContactSummary {
  const located = locations.find((l) => l.physicalAddresses.length > 0);
  const first = located ?? locations[0];
  const here = (item: { locationId: string | null }) =>
    item.locationId === null || item.locationId === first?.id;
  const phones = uniqueById([...service.phones.filter(here), ...(first?.phones ?? [])]);
  const schedules = uniqueById([...service.schedules.filter(here), ...(first?.schedules ?? [])]);
  const address = located?.physicalAddresses[0];
  return {
    phone: phones.find((p) => CALLABLE.includes(p.type)) ?? null,
    place: located && address ? { name: located.name, address: addressText(address) } : null,
    otherLocations: located ? locations.length - 1 : 0,
    today: todaysHours(schedules, at),
  };
}
