import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Schema kinds whose answer depends on the direction it is read in. Without them, parsing an answer gives what
 * encoding it gives; with one, the serializer encodes, as fastify-type-provider-zod's own does. `lazy` is here
 * because its inner schema is only reachable by calling its getter.
 */
const DIRECTIONAL = new Set(['transform', 'default', 'prefault', 'catch', 'lazy']);

/** true when no node of `schema` reads differently forwards (parse) and backwards (encode). */
export function readsTheSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  // A codec is a pipe with a transform each way.
  if (DIRECTIONAL.has(def.type) || (def.type === 'pipe' && 'transform' in def)) return false;
  const inner: $ZodType[] = [];
  const collect = (value: unknown): void => {
    if (value instanceof $ZodType) inner.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      Object.values(value).forEach(collect);
  };
  for (const [key, value] of Object.entries(def)) if (key !== 'checks') collect(value);
  return inner.every((child) => readsTheSameBothWays(child, seen));
}

function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The contract's check of every answer (ARCHITECTURE: the answer is what the contract promises, and nothing more:
 * unknown fields are stripped). fastify-type-provider-zod encodes each answer, and zod's encode runs each checked
 * value twice and without its compiled object parser: 29 µs for the 55-team list where a parse takes 7 µs. The
 * contract's answers hold no transforms, defaults or codecs, so they are parsed; one that did would be encoded.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = resolveSchema(schema);
  const check = readsTheSameBothWays(zodSchema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
