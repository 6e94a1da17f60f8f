import * as contract from '@casework/contract';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { readsTheSameBothWays, responseSerializerCompiler } from './response-serializer.ts';

const serializerFor = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

describe('the response serializer', () => {
  const Team = z.object({ id: z.uuid(), name: z.string(), createdAt: z.iso.datetime() });

  it('sends what the contract promises and strips every field it does not name', () => {
    const send = serializerFor(Team);
    const body = send({
      id: '01900000-0000-7000-8000-000000000001',
      name: 'Family Services',
      createdAt: '2026-11-28T00:00:00.000Z',
      passwordHash: '$argon2id$secret',
    });
    expect(JSON.parse(body)).toEqual({
      id: '01900000-0000-7000-8000-000000000001',
      name: 'Family Services',
      createdAt: '2026-11-28T00:00:00.000Z',
    });
  });

  it('refuses an answer that breaks the contract, naming the route', () => {
    const send = serializerFor(Team);
    let thrown: unknown;
    try {
      send({ id: 'not-a-uuid', name: 'x', createdAt: '2026-11-28T00:00:00.000Z' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ method: 'GET', url: '/x' });
  });

  it('encodes a schema that reads differently each way: a codec turns the Date back into its string', () => {
    const Stamp = z.object({
      at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
    });
    expect(readsTheSameBothWays(Stamp)).toBe(false);
    expect(JSON.parse(serializerFor(Stamp)({ at: new Date('2026-11-28T01:02:03.000Z') }))).toEqual({
      at: '2026-11-28T01:02:03.000Z',
    });
    expect(readsTheSameBothWays(z.object({ n: z.string().transform((s) => s.length) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ tags: z.array(z.string()).default([]) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ list: z.array(z.union([z.string(), Team.nullable()])) }))).toBe(
      true,
    );
  });

  it('reads every answer schema of the contract the same both ways, so each is parsed, not encoded', () => {
    const answers = Object.entries(contract).filter(
      ([name, value]) => value instanceof $ZodType && /(Response|View|Summary)$/.test(name),
    );
    expect(answers.length).toBeGreaterThan(40);
    const directional = answers
      .filter(([, schema]) => !readsTheSameBothWays(schema as $ZodType))
      .map(([n]) => n);
    expect(directional).toEqual([]);
  });
});
