import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../errors/error-handler.ts';
import { tolerantExecuteSql } from './job-queue.ts';

describe('a PostgreSQL outage', () => {
  it('is recognised in driver errors wrapped by drizzle, so the API answers 503, not 500', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = new Error('Failed query: select 1', { cause: terminated });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('does not end the process through the job outcome statements pg-boss does not await', async () => {
    const failing = vi.fn(async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    const log = { error: vi.fn() };
    const executeSql = tolerantExecuteSql(failing, log);
    const complete = `WITH results AS (UPDATE pgboss.job SET completed_on = now(), state = 'completed') SELECT 1`;
    await expect(executeSql(complete, [])).resolves.toEqual({ rows: [{ count: '0' }] });
    expect(log.error).toHaveBeenCalledOnce();
    await expect(executeSql('SELECT 1', [])).rejects.toThrow('Connection terminated');
  });
});
