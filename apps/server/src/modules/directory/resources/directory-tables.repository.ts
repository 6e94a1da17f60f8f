import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  serviceAddresses,
  serviceAreas,
  serviceCategories,
  serviceContacts,
  serviceDepartments,
  serviceEligibilities,
  serviceLocations,
  servicePhones,
  servicePrograms,
  serviceRequiredDocuments,
  serviceSchedules,
  services,
  servicesAtLocations,
  teams,
} from '#src/db/schema/index.ts';
import type { DbOrTx } from '#src/db/client.ts';
import { nameInUse, tableRepository } from './table.repository.ts';

/** The plain reads and writes of each directory table (and of teams, for department views). */

const byName = (c: Record<string, AnyPgColumn>) => [asc(sql`lower(${c.name})`), asc(c.id!)];
/** SPEC §7 schedules: by the first day of the week they open, then the opening time. */
const byDayThenOpening = (c: Record<string, AnyPgColumn>) => [
  asc(sql`array_position(array['MO','TU','WE','TH','FR','SA','SU'], ${c.byDay}[1])`),
  asc(c.opensAt!),
  asc(c.id!),
];

export const categoriesTable = tableRepository(serviceCategories, byName);
export const departmentsTable = tableRepository(serviceDepartments, byName);
export const programsTable = tableRepository(servicePrograms, byName);
export const locationsTable = tableRepository(serviceLocations, byName);
export const addressesTable = tableRepository(serviceAddresses);
export const servicesAtLocationsTable = tableRepository(servicesAtLocations);
export const schedulesTable = tableRepository(serviceSchedules, byDayThenOpening);
export const serviceAreasTable = tableRepository(serviceAreas);
export const requiredDocumentsTable = tableRepository(serviceRequiredDocuments);
export const eligibilitiesTable = tableRepository(serviceEligibilities);
export const contactsTable = tableRepository(serviceContacts);
export const phonesTable = tableRepository(servicePhones);
export const servicesTable = tableRepository(services, byName);
export const teamsTable = tableRepository(teams, byName);

export type CategoryRow = typeof serviceCategories.$inferSelect;
export type DepartmentRow = typeof serviceDepartments.$inferSelect;
export type ProgramRow = typeof servicePrograms.$inferSelect;
export type LocationRow = typeof serviceLocations.$inferSelect;
export type AddressRow = typeof serviceAddresses.$inferSelect;
export type NewAddressRow = typeof serviceAddresses.$inferInsert;
export type ServiceAtLocationRow = typeof servicesAtLocations.$inferSelect;
export type ScheduleRow = typeof serviceSchedules.$inferSelect;
export type PhoneRow = typeof servicePhones.$inferSelect;

/** Category and department names are unique whatever their case (a unique index backs this up). */
export const categoryNameInUse = (db: DbOrTx, name: string, exceptId?: string) =>
  nameInUse(db, serviceCategories, name, exceptId);
export const departmentNameInUse = (db: DbOrTx, name: string, exceptId?: string) =>
  nameInUse(db, serviceDepartments, name, exceptId);
