import { describe, expect, it } from 'vitest';
import { missedTargets, stagesDiffer, summaryTable, type ScenarioResult } from './report.ts';

const measured = (p50: number, perSecond = 1000) => ({
  operations: perSecond,
  durationS: 1,
  perSecond,
  p50,
  p95: p50 * 2,
  p99: p50 * 3,
  mean: p50,
  errors: 0,
});

function result(
  scenario: string,
  connections: number,
  p50: number,
  extra: Partial<ScenarioResult> = {},
): ScenarioResult {
  return {
    scenario,
    class: 'read',
    path: '/x',
    connections,
    http: { ...measured(p50), statusCodes: { 200: 1000 } },
    rawSql: null,
    p50VsRawSql: null,
    rpsVsBare: null,
    rssMb: 200,
    heapUsedMb: 100,
    missed: [],
    ...extra,
  } as ScenarioResult;
}

describe("the README's summary of a bench run", () => {
  it('puts each scenario on one row: 1 connection with its floor, 32 connections, the 1/10 p50 and the growth', () => {
    const large = [
      result('bare route (ceiling)', 1, 0.052, { class: 'ceiling', missed: null }),
      result('bare route (ceiling)', 32, 0.42, { class: 'ceiling', missed: null }),
      result('GET /teams', 1, 0.57, { rawSql: measured(0.25), p50VsRawSql: 2.28, missed: ['> 2× raw SQL'] }),
      result('GET /teams', 32, 10.8, { http: { ...measured(10.8, 2794), statusCodes: {} } }),
      result('GET /threads/users/{userId} (my inbox, 351 threads)', 1, 2.24),
      result('GET /threads/users/{userId} (my inbox, 351 threads)', 32, 47.3),
    ];
    const small = [
      result('bare route (ceiling)', 1, 0.052, { class: 'ceiling' }),
      result('GET /teams', 1, 0.38),
      // Matched by its name without the sizes in it: the inbox holds fewer threads at 1/10.
      result('GET /threads/users/{userId} (my inbox, 36 threads)', 1, 2.0),
    ];
    const rows = summaryTable(large, small).split('\n');
    expect(rows).toHaveLength(5);
    expect(rows[2]).toBe(
      '| bare route (ceiling) | 0.052 / 0.10 / 0.16 | 0.84 · 1000 | 0.052 | 1.00× | ceiling |',
    );
    expect(rows[3]).toBe(
      '| GET /teams | 0.57 / 1.14 / 1.71 · 2.28× (floor 0.25) | 21.6 · 2794 | 0.38 | 1.50× | **missed** (> 2× raw SQL) |',
    );
    expect(rows[4]).toBe(
      '| GET /threads/users/{userId} (my inbox, 351 threads) | 2.24 / 4.48 / 6.72 | 94.6 · 1000 | 2.00 | 1.12× | met |',
    );
  });

  it('leaves the 32-connection and growth cells empty for a run at one concurrency and no 1/10 run', () => {
    const rows = summaryTable([result('GET /auth/me', 1, 0.37)], []).split('\n');
    expect(rows[2]).toBe('| GET /auth/me | 0.37 / 0.74 / 1.11 |  |  |  | met |');
  });
});

describe('two stages of a --compare-scale run', () => {
  const full = [
    'bare route (ceiling)',
    'GET /threads/teams/{teamId} (busiest team, 2497 open)',
    'GET /participants?lastName=Jhonson (typo)',
  ];

  it('are measured side by side when their scenarios differ only by the sizes in their names', () => {
    const tenth = [
      'bare route (ceiling)',
      'GET /threads/teams/{teamId} (busiest team, 1048 open)',
      'GET /participants?lastName=Smyth (typo)',
    ];
    expect(stagesDiffer(full, tenth)).toBeNull();
  });

  it('are refused, naming the first scenario that differs, when a scenario is missing or out of order', () => {
    expect(stagesDiffer(full, [full[0]!, full[2]!, full[1]!])).toMatch(
      /^scenario 2 is "GET \/threads\/teams/,
    );
    expect(stagesDiffer(full, full.slice(0, 2))).toMatch(
      /^scenario 3 is "GET \/participants.*" in one stage and "\(none\)"/,
    );
  });
});

describe('the targets a run misses', () => {
  it('names the failed answers by status, so a rate limit reached is not taken for a fast write', () => {
    const http = { ...measured(3), errors: 1183, statusCodes: { 201: 3417, 429: 1178, 503: 2 } };
    expect(missedTargets({ class: 'write', http, p50VsRawSql: null })).toEqual([
      'errors: 1178 × 429, 2 × 503, 3 without an answer',
    ]);
    expect(
      missedTargets({ class: 'read', http: { ...measured(3), statusCodes: { 200: 10 } }, p50VsRawSql: 1.2 }),
    ).toEqual([]);
  });
});
