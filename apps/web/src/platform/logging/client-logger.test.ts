import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledInit, calledUrl } from '../../test/responses.ts';
import {
  MAX_LOG_ENTRIES_PER_PAGE,
  logClientError,
  logToServer,
  resetClientLogBudget,
} from './client-logger.ts';

afterEach(() => resetClientLogBudget());

describe('client logger', () => {
  it('posts errors as JSON to /api/auth/_log', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    logClientError('route.error', new Error('Boom'), { routeId: '/staff' });
    expect(calledUrl(fetchMock)).toBe('/api/auth/_log');
    const init = calledInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      level: 'error',
      code: 'route.error',
      message: 'Boom',
      metadata: { routeId: '/staff', name: 'Error' },
    });
  });

  it('never throws when the log call fails', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(() => logToServer({ level: 'warn', code: 'x', message: 'y' })).not.toThrow();
  });

  it('stops after the per-page budget so a failing page cannot flood the server', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    for (let i = 0; i < MAX_LOG_ENTRIES_PER_PAGE + 5; i += 1)
      logToServer({ level: 'debug', code: 'x', message: 'y' });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_LOG_ENTRIES_PER_PAGE);
  });
});
