import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.ts';

const tokens = createAccessTokens('a-test-secret-that-is-long-enough-0123456789', 15 * 60_000);

describe('access tokens', () => {
  it('carry the user and session ids', async () => {
    const { token } = await tokens.mint({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
  });
  it('are refused once expired', async () => {
    const { token } = await tokens.mint({ userId: 'u1', sessionId: 's1' }, Date.now() - 16 * 60_000);
    expect(await tokens.verify(token)).toBeNull();
  });
  it('are refused once expired even after an earlier check accepted them', async () => {
    const now = Date.now();
    const { token } = await tokens.mint({ userId: 'u1', sessionId: 's1' }, now);
    expect(await tokens.verify(token, now)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token, now + 15 * 60_000 - 1_000)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token, now + 15 * 60_000 + 1_000)).toBeNull();
    // Refused again, not accepted from memory once the first refusal has passed.
    expect(await tokens.verify(token, now + 15 * 60_000 + 2_000)).toBeNull();
  });
  it('are refused when one character of an accepted token is changed', async () => {
    const { token } = await tokens.mint({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).not.toBeNull();
    const signatureStart = token.lastIndexOf('.') + 1;
    const changed = token[signatureStart] === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, signatureStart)}${changed}${token.slice(signatureStart + 1)}`;
    expect(await tokens.verify(forged)).toBeNull();
  });
  it('are refused when signed with another secret', async () => {
    const other = createAccessTokens('another-secret-that-is-long-enough-0123456789', 60_000);
    const { token } = await other.mint({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toBeNull();
  });
});
