import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { buildScenarios, executeWith } from './scenarios.ts';
import { signInAs } from './servers.ts';
import { repositoryStatements } from './sql-drift.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the bench's hand-written raw-SQL floors", () => {
  // The bench only warns when a floor is stale, in a long run; a repository change that stales one fails here.
  it('send the statements the repositories send today, and the captured ones need no such check', async () => {
    const identity = await signInAs(t.app.services.auth, t.database, 'staff@example.org');
    const context = { ...identity, lastNamePrefix: 'K' };
    const scenarios = await buildScenarios(t.database, context);
    const current = await repositoryStatements(t.database, context);
    const execute = executeWith(t.database);
    const dialect = new PgDialect();
    const handWritten = scenarios.filter((s) => s.rawSql && !s.rawSqlCaptured);
    expect(handWritten.map((s) => s.name)).toEqual(['GET /staffMembers?lastName=K', 'GET /teams']);
    for (const scenario of handWritten) {
      const sent: string[] = [];
      await scenario.rawSql!(async (query) => {
        sent.push(dialect.sqlToQuery(query).sql);
        return execute(query);
      });
      // The session check, then the route's own statements (the staff search's page and count).
      expect(sent.length, scenario.name).toBeGreaterThan(scenario.name === 'GET /teams' ? 1 : 2);
      for (const text of sent) expect([...current], scenario.name).toContain(text);
    }
  });
});
