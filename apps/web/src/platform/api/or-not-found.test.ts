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

  it('rethrows other errors', async () => {
    const error = new ApiError({ url: '/x', status: 403 });
    await expect(orNotFound(Promise.reject(error))).rejects.toBe(error);
  });
});
