import { beforeAll, describe, expect, it } from 'vitest';
import type { DepartmentView, ProgramView } from '@casework/contract';
import { directoryTestApp, uniqueWord } from '../directory.test-support.ts';

const { api, ok, tokens, buildService, indexFinds, serviceEventCount } = directoryTestApp();
let familyTeamId = '';
const UNKNOWN_ID = '0190f5d6-0000-7000-8000-00000000beef';

beforeAll(async () => {
  const teams = await ok<{ items: { id: string; name: string }[] }>(200, 'GET', '/teams', tokens.admin);
  familyTeamId = teams.items.find((team) => team.name === 'Family Services')!.id;
});

const createDepartment = (body: Record<string, unknown>) =>
  ok<DepartmentView>(201, 'POST', '/services/departments', tokens.staff, body);

describe('departments (HSDS organizations)', () => {
  it('creates, reads, lists and replaces a department, showing the team that answers for it', async () => {
    const name = `Health ${uniqueWord()}`;
    const health = await createDepartment({
      name,
      email: 'health@example.org',
      url: 'https://health.example.org',
      teamId: familyTeamId,
    });
    expect(health).toMatchObject({
      name,
      team: { id: familyTeamId, name: 'Family Services' },
      description: null,
    });
    expect(await ok(200, 'GET', `/services/departments/${health.id}`, tokens.participant)).toEqual(health);
    const replaced = await ok<DepartmentView>(
      200,
      'PUT',
      `/services/departments/${health.id}`,
      tokens.admin,
      {
        name,
        description: 'Clinics and outreach',
      },
    );
    expect(replaced).toMatchObject({
      description: 'Clinics and outreach',
      team: null,
      email: null,
      url: null,
    });
    const list = await ok<{ items: DepartmentView[]; total: number }>(
      200,
      'GET',
      '/services/departments?take=100',
      tokens.supervisor,
    );
    expect(list.items.map((d) => d.id)).toContain(health.id);
    expect(list.total).toBe(list.items.length);
  });

  it('refuses an unknown team (400 on body.teamId) and a taken name (409), and writes nothing', async () => {
    const before = await ok<{ total: number }>(200, 'GET', '/services/departments', tokens.staff);
    const unknownTeam = await api('POST', '/services/departments', tokens.staff, {
      name: `Nowhere ${uniqueWord()}`,
      teamId: UNKNOWN_ID,
    });
    expect(unknownTeam.statusCode).toBe(400);
    expect(unknownTeam.json().errors).toEqual([
      { field: 'body.teamId', message: `Unknown team: ${UNKNOWN_ID}` },
    ]);
    const name = `Tribal ${uniqueWord()}`;
    await createDepartment({ name });
    const taken = await api('POST', '/services/departments', tokens.staff, {
      name: ` ${name.toLowerCase()} `,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'service_department.name_taken',
      errors: [{ field: 'body.name' }],
    });
    expect((await ok<{ total: number }>(200, 'GET', '/services/departments', tokens.staff)).total).toBe(
      before.total + 1,
    );
  });

  it('renaming a department reindexes its services; the supervisor may not (403)', async () => {
    const department = await createDepartment({ name: `Dept ${uniqueWord()}` });
    const service = await buildService({ departmentId: department.id });
    const newName = uniqueWord('dept');
    const url = `/services/departments/${department.id}`;
    expect((await api('PUT', url, tokens.supervisor, { name: newName })).statusCode).toBe(403);
    await ok(200, 'PUT', url, tokens.staff, { name: newName });
    expect(await indexFinds(service.id, newName)).toBe(true);
    expect(await serviceEventCount(service.id)).toBe(1);
  });

  it('has no DELETE (405 Method Not Allowed)', async () => {
    const department = await createDepartment({ name: `Kept ${uniqueWord()}` });
    expect((await api('DELETE', `/services/departments/${department.id}`, tokens.admin)).statusCode).toBe(
      405,
    );
  });
});

describe('programs', () => {
  it('creates, reads, lists by name and replaces a program of a department', async () => {
    const department = await createDepartment({ name: `Housing ${uniqueWord()}` });
    const word = uniqueWord('');
    const program = await ok<ProgramView>(201, 'POST', '/services/programs', tokens.staff, {
      name: `zzprog${word}b`,
      departmentId: department.id,
    });
    expect(program.department).toEqual({ id: department.id, name: department.name });
    const first = await ok<ProgramView>(201, 'POST', '/services/programs', tokens.staff, {
      name: `ZZPROG${word}A`,
    });
    expect(first.department).toBeNull();
    const list = await ok<{ items: ProgramView[] }>(
      200,
      'GET',
      '/services/programs?take=100',
      tokens.participant,
    );
    const ids = list.items.map((p) => p.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(program.id));
    const replaced = await ok<ProgramView>(200, 'PUT', `/services/programs/${program.id}`, tokens.staff, {
      name: 'Weatherization',
    });
    expect(replaced).toMatchObject({ name: 'Weatherization', department: null });
    expect(await ok(200, 'GET', `/services/programs/${program.id}`, tokens.participant)).toEqual(replaced);
  });

  it('refuses an unknown department with a field error, and an unknown program with 404', async () => {
    const refused = await api('POST', '/services/programs', tokens.staff, {
      name: 'x',
      departmentId: UNKNOWN_ID,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.departmentId');
    const missing = await api('PUT', `/services/programs/${UNKNOWN_ID}`, tokens.staff, { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(`No program with id "${UNKNOWN_ID}" was found.`);
  });
});
