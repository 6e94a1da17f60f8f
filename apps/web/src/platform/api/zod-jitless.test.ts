import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferJitlessZod } from './zod-jitless.ts';

describe('preferJitlessZod', () => {
  it('switches zod to jitless parsing through the configuration zod itself reads', () => {
    expect(z.config().jitless).not.toBe(true);
    preferJitlessZod();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
