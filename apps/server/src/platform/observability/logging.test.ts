import { describe, expect, it } from 'vitest';
import { genReqId } from './logging.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are distinct UUIDv7s, across many refills of the random bytes they are drawn from', () => {
    const ids = Array.from({ length: 2_000 }, () => genReqId({ headers: {} }));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    // The random part differs too, not only the time part.
    expect(new Set(ids.map((id) => id.slice(15))).size).toBe(ids.length);
  });

  it('keep a well-formed incoming X-Request-Id and replace a malformed one', () => {
    expect(genReqId({ headers: { 'x-request-id': 'proxy-req-12345678' } })).toBe('proxy-req-12345678');
    expect(genReqId({ headers: { 'x-request-id': 'bad id\n' } })).toMatch(UUID_V7);
  });
});
