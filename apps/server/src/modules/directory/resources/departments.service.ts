import type { z } from 'zod';
import type { DepartmentBody, ProgramBody } from '@casework/contract';
import { servicesWhere } from '../directory-index.ts';
import { presentDepartment, presentProgram } from '../directory-presenters.ts';
import {
  departmentNameInUse,
  departmentsTable,
  programsTable,
  teamsTable,
} from './directory-tables.repository.ts';
import { assertExists, nameTaken, presentWithRef } from './references.service.ts';
import { createResourceService, type ResourceServiceDeps } from './resource-engine.service.ts';

const departmentNameTaken = (name: string) => nameTaken('service_department.name_taken', 'department', name);

/** Departments (HSDS organizations): names unique ignoring case; a team answers messages about their services. */
export function createDepartmentsService(deps: ResourceServiceDeps) {
  return createResourceService(deps, {
    kind: 'department',
    what: 'departments',
    idParam: 'departmentId',
    table: departmentsTable,
    values: (body: z.output<typeof DepartmentBody>) => body,
    async check(tx, body, _parent, current) {
      await assertExists(tx, teamsTable, body.teamId, { field: 'teamId', kind: 'team' });
      if (await departmentNameInUse(tx, body.name, current?.id)) throw departmentNameTaken(body.name);
    },
    conflict: (body) => departmentNameTaken(body.name),
    present: presentWithRef(teamsTable, 'teamId', presentDepartment),
    touched: (db, row) => servicesWhere(db, 'department_id', row.id),
    label: (row) => row.name,
  });
}

/** Programs, each optionally of a department. */
export function createProgramsService(deps: ResourceServiceDeps) {
  return createResourceService(deps, {
    kind: 'program',
    what: 'programs',
    idParam: 'programId',
    table: programsTable,
    values: (body: z.output<typeof ProgramBody>) => body,
    check: (tx, body) =>
      assertExists(tx, departmentsTable, body.departmentId, { field: 'departmentId', kind: 'department' }),
    present: presentWithRef(departmentsTable, 'departmentId', presentProgram),
    touched: (db, row) => servicesWhere(db, 'program_id', row.id),
    label: (row) => row.name,
  });
}
