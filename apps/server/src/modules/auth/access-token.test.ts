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
  it('are refused when signed with another secret', async () => {
    const other = createAccessTokens('another-secret-that-is-long-enough-0123456789', 60_000);
    const { token } = await other.mint({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toBeNull();
  });
});
