import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { createBoundedMap } from '#src/platform/runtime/bounded-map.ts';

const ISSUER = 'casework';
const AUDIENCE = 'casework-api';
/** Verified tokens remembered at most (about 0.5 kB each): the callers active within a token's lifetime. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived API access tokens (HS256, key derived from AUTH_SECRET), bound to a server-side session. */
export function createAccessTokens(secret: string, lifetimeMs: number) {
  const raw = new Uint8Array(hkdfSync('sha256', secret, 'casework', 'casework access token v1', 32));
  // Imported once: jose would otherwise import the raw bytes again on every sign and verify.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // Every API call presents the same token again and again until it expires: its signature and claims were checked
  // the first time, so the claims are kept, by the exact token string, until the token's own expiry. Only the
  // signature check is saved; the session behind the token is still checked on every request (revocation).
  const verified = createBoundedMap<string, { claims: AccessTokenClaims; expiresAtMs: number }>(
    VERIFIED_TOKENS_KEPT,
  );

  return {
    lifetimeMs,
    async mint(claims: AccessTokenClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(now + lifetimeMs);
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    /** The claims of a valid token, or null for a forged, malformed or expired one. */
    async verify(token: string, now = Date.now()): Promise<AccessTokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (now < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        // jose refuses a token once its exp (seconds) is reached; a token without exp is not one of ours.
        if (typeof payload.exp === 'number') verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
