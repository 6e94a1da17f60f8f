import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { orNotFound } from './or-not-found.ts';

describe('orNotFound', () => {
  it('passes a result through', async () => {
    await expect(orNotFound(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it('turns a 404 into null (404 is no result)', async () => {
    await expect(orNotFound(Promise.reject(new ApiError({ url: '/x', status: 404 })))).resolves.toBeNull();
  });

  it('turns a malformed id in the address into null: it names nothing that exists', async () => {
    const malformed = new ApiError({
      url: '/api/v1/teams/garbage',
      status: 400,
      body: {
        detail: 'Some fields are not valid: params.teamId. Correct them and try again.',
        errors: [{ field: 'params.teamId', message: 'Invalid UUID' }],
      },
    });
    await expect(orNotFound(Promise.reject(malformed))).resolves.toBeNull();
  });

  it('rethrows a 400 about anything but the address', async () => {
    const error = new ApiError({
      url: '/x',
      status: 400,
      body: {
        errors: [
          { field: 'params.teamId', message: 'Invalid UUID' },
          { field: 'query.take', message: 'Too big' },
        ],
      },
    });
    await expect(orNotFound(Promise.reject(error))).rejects.toBe(error);
    const bare = new ApiError({ url: '/x', status: 400 });
    await expect(orNotFound(Promise.reject(bare))).rejects.toBe(bare);
  });

  it('rethrows other errors', async () => {
    const error = new ApiError({ url: '/x', status: 403 });
    await expect(orNotFound(Promise.reject(error))).rejects.toBe(error);
  });
});
