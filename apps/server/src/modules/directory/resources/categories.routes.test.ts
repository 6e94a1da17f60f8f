import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ServiceCategoryView } from '@casework/contract';
import { OTHER_CATEGORY_ID, serviceSearchDocuments, services } from '#src/db/schema/index.ts';
import { directoryTestApp, uniqueWord } from '../directory.test-support.ts';

const { api, ok, tokens, db, buildService, indexFinds, serviceChangeMessages, serviceEventCount } =
  directoryTestApp();

type CategoryList = { items: ServiceCategoryView[]; total: number };
const createCategory = (name: string, description?: string) =>
  ok<ServiceCategoryView>(201, 'POST', '/services/categories', tokens.staff, { name, description });
const categoryOf = async (serviceId: string) =>
  (await db().select().from(services).where(eq(services.id, serviceId)))[0]!.categoryId;

describe('service categories', () => {
  it('creates, reads, lists by name and replaces a category, with its service count', async () => {
    const name = `Food ${uniqueWord()}`;
    const food = await createCategory(name, 'Pantries and meals');
    expect(food).toMatchObject({ name, description: 'Pantries and meals', isOther: false, serviceCount: 0 });
    await buildService({ categoryId: food.id });
    expect(await ok(200, 'GET', `/services/categories/${food.id}`, tokens.participant)).toMatchObject({
      serviceCount: 1,
    });
    const replaced = await ok<ServiceCategoryView>(
      200,
      'PUT',
      `/services/categories/${food.id}`,
      tokens.admin,
      {
        name: `${name} and nutrition`,
      },
    );
    expect(replaced).toMatchObject({ name: `${name} and nutrition`, description: null, serviceCount: 1 });
    // By name ignoring case: "zzorder…a" comes before "ZZORDER…B" (a byte order would put capitals first).
    const word = uniqueWord('');
    const upper = await createCategory(`ZZORDER${word}B`.toUpperCase());
    const lower = await createCategory(`zzorder${word}a`);
    const list = await ok<CategoryList>(200, 'GET', '/services/categories?take=100', tokens.staff);
    const ids = list.items.map((c) => c.id);
    expect(ids.indexOf(lower.id)).toBeLessThan(ids.indexOf(upper.id));
    expect(ids.indexOf(lower.id)).toBeGreaterThanOrEqual(0);
    expect(list.items.find((c) => c.id === OTHER_CATEGORY_ID)).toMatchObject({
      name: 'Other',
      isOther: true,
    });
  });

  it('refuses a name another category has, whatever its case, naming the field', async () => {
    const name = `Housing ${uniqueWord()}`;
    const housing = await createCategory(name);
    const taken = await api('POST', '/services/categories', tokens.staff, { name: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'service_category.name_taken',
      errors: [{ field: 'body.name' }],
    });
    const other = await createCategory(`Shelter ${uniqueWord()}`);
    const rename = await api('PUT', `/services/categories/${other.id}`, tokens.staff, { name });
    expect(rename.statusCode).toBe(409);
    // Keeping its own name (in another case) is not a clash.
    await ok(200, 'PUT', `/services/categories/${housing.id}`, tokens.staff, { name: name.toLowerCase() });
    const empty = await api('POST', '/services/categories', tokens.staff, { name: ' ' });
    expect(empty.json().errors[0].field).toBe('body.name');
  });

  it('keeps "Other": it can be described but neither renamed nor deleted', async () => {
    const url = `/services/categories/${OTHER_CATEGORY_ID}`;
    const renamed = await api('PUT', url, tokens.admin, { name: 'Miscellaneous' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({
      code: 'service_category.other_required',
      errors: [{ field: 'body.name' }],
    });
    const deleted = await api('DELETE', url, tokens.admin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('service_category.other_required');
    expect(deleted.json().detail).toContain('receives the services of every deleted category');
    await ok(200, 'PUT', url, tokens.admin, { name: 'Other', description: 'Everything else' });
  });

  it('deletes a category, moving its services to "Other" and reindexing them, in one change', async () => {
    const name = `Boats ${uniqueWord()}`;
    const boats = await createCategory(name);
    const [kayak, ferry] = [
      await buildService({ categoryId: boats.id }),
      await buildService({ categoryId: boats.id, status: 'inactive' }),
    ];
    expect(await indexFinds(kayak.id, name)).toBe(true);

    expect(await ok(200, 'DELETE', `/services/categories/${boats.id}`, tokens.staff)).toEqual({
      id: boats.id,
      movedToOther: 2,
    });
    expect(await categoryOf(kayak.id)).toBe(OTHER_CATEGORY_ID);
    expect(await categoryOf(ferry.id)).toBe(OTHER_CATEGORY_ID);
    const [indexed] = await db()
      .select()
      .from(serviceSearchDocuments)
      .where(eq(serviceSearchDocuments.serviceId, kayak.id));
    expect(indexed?.categoryId).toBe(OTHER_CATEGORY_ID);
    expect(await indexFinds(kayak.id, name)).toBe(false);
    expect(await serviceEventCount(ferry.id)).toBe(1);
    expect(await serviceChangeMessages(kayak.id)).toEqual([
      `Deleted service category "${name}"; 2 service(s) moved to "Other"`,
    ]);
    expect((await api('GET', `/services/categories/${boats.id}`, tokens.staff)).statusCode).toBe(404);
    expect((await api('DELETE', `/services/categories/${boats.id}`, tokens.staff)).statusCode).toBe(404);
  });

  it('renaming a category reindexes its services under the new name', async () => {
    const legal = await createCategory(`Legal ${uniqueWord()}`);
    const service = await buildService({ categoryId: legal.id });
    const newName = uniqueWord('advocacy');
    await ok(200, 'PUT', `/services/categories/${legal.id}`, tokens.staff, { name: newName });
    expect(await indexFinds(service.id, newName)).toBe(true);
    expect(await serviceEventCount(service.id)).toBe(1);
  });

  it('isFromServices keeps categories with a service; participants count active services only', async () => {
    const used = await createCategory(`Used ${uniqueWord()}`);
    const dormant = await createCategory(`Dormant ${uniqueWord()}`);
    const unused = await createCategory(`Unused ${uniqueWord()}`);
    await buildService({ categoryId: used.id });
    await buildService({ categoryId: used.id, status: 'inactive' });
    await buildService({ categoryId: dormant.id, status: 'defunct' });
    const ids = (list: CategoryList) => list.items.map((c) => c.id);

    const staff = await ok<CategoryList>(
      200,
      'GET',
      '/services/categories?isFromServices=true&take=100',
      tokens.staff,
    );
    expect(ids(staff)).toEqual(expect.arrayContaining([used.id, dormant.id]));
    expect(ids(staff)).not.toContain(unused.id);
    expect(staff.items.find((c) => c.id === used.id)?.serviceCount).toBe(2);

    const participant = await ok<CategoryList>(
      200,
      'GET',
      '/services/categories?isFromServices=true&take=100',
      tokens.participant,
    );
    expect(ids(participant)).toContain(used.id);
    expect(ids(participant)).not.toContain(dormant.id);
    expect(participant.items.find((c) => c.id === used.id)?.serviceCount).toBe(1);
  });

  it('refuses every write to the supervisor (403) and leaves the category as it was', async () => {
    const name = `Elders ${uniqueWord()}`;
    const elders = await createCategory(name);
    const url = `/services/categories/${elders.id}`;
    expect((await api('POST', '/services/categories', tokens.supervisor, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await api('PUT', url, tokens.supervisor, { name: 'x' })).statusCode).toBe(403);
    expect((await api('DELETE', url, tokens.participant)).statusCode).toBe(403);
    expect(await ok(200, 'GET', url, tokens.supervisor)).toMatchObject({ name });
  });
});
