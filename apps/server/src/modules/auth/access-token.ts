import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'casework';
const AUDIENCE = 'casework-api';

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
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
