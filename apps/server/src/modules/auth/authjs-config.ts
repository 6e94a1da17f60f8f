import type { AuthConfig } from '@auth/core';
import Credentials from '@auth/core/providers/credentials';
import type { Provider } from '@auth/core/providers';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_REFRESH_MARGIN_MS, type AppSession } from '@casework/contract';
import type { Config } from '#src/config.ts';
import type { AuthService } from './auth.service.ts';

/** What Casework keeps inside the Auth.js session cookie (an encrypted JWT). */
interface CaseworkToken {
  uid?: string;
  sid?: string;
  name?: string | null;
  email?: string | null;
  kind?: 'staff' | 'participant';
  participantId?: string | null;
  accessToken?: string;
  accessTokenExpiry?: string;
}

export const SIGN_IN_PAGE = '/sign-in';
export const AUTH_ERROR_PAGE = '/auth/error';

/** Auth.js configuration: credentials for everyone, generic OIDC for staff when configured. */
export function buildAuthConfig(deps: {
  config: Pick<Config, 'authSecret' | 'publicUrl' | 'apiBaseUrl' | 'session' | 'oidc'>;
  auth: AuthService;
  log: FastifyBaseLogger;
}): AuthConfig {
  const { config, auth, log } = deps;

  const providers: Provider[] = [
    Credentials({
      id: 'credentials',
      name: 'E-mail and password',
      credentials: {
        email: { label: 'E-mail', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials) {
        const email = typeof credentials.email === 'string' ? credentials.email : '';
        const password = typeof credentials.password === 'string' ? credentials.password : '';
        if (!email || !password || email.length > 320 || password.length > 256) return null;
        const user = await auth.verifyCredentials(email, password);
        if (!user) return null;
        return { id: user.id, email: user.email, name: displayName(user) };
      },
    }),
  ];
  if (config.oidc) {
    providers.push({
      id: 'oidc',
      name: config.oidc.name,
      type: 'oidc',
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
    });
  }

  return {
    basePath: '/api/auth',
    secret: config.authSecret,
    trustHost: true,
    providers,
    session: { strategy: 'jwt', maxAge: Math.floor(config.session.absoluteMs / 1000) },
    pages: { signIn: SIGN_IN_PAGE, error: AUTH_ERROR_PAGE },
    logger: {
      error: (error) => {
        // A wrong password is not a server error; everything else is logged without its cause (may hold input).
        const type = (error as { type?: string }).type ?? error.name;
        if (type === 'CredentialsSignin') log.info({ authError: type }, 'sign-in refused');
        else log.warn({ authError: type }, 'auth error');
      },
      warn: (code) => log.warn({ authWarning: code }, 'auth warning'),
      debug: () => undefined,
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== 'oidc') return true;
        // OIDC is for existing staff accounts only, matched by verified e-mail.
        const email = typeof profile?.email === 'string' ? profile.email : undefined;
        if (!email || profile?.email_verified === false) return false;
        const known = await auth.findUserByEmailForOidc(email);
        if (!known) return false;
        user.id = known.id;
        user.name = displayName(known);
        user.email = known.email;
        return true;
      },

      async jwt({ token, user }) {
        const t = token as CaseworkToken;
        if (user?.id) {
          // Sign-in: a fresh server-side session (a new session id every sign-in).
          const identity = await auth.findUserById(user.id);
          if (!identity) return null;
          t.uid = identity.id;
          t.sid = await auth.openSession(identity.id);
          t.name = displayName(identity);
          t.email = identity.email;
          t.kind = identity.kind;
          t.participantId = identity.participantId;
          delete t.accessToken;
        }
        if (!t.sid || !t.uid) return null;
        const state = await auth.checkSession(t.sid);
        if (!state.valid || state.user.id !== t.uid) return null;
        const expiry = t.accessTokenExpiry ? Date.parse(t.accessTokenExpiry) : 0;
        if (!t.accessToken || expiry - Date.now() < SESSION_REFRESH_MARGIN_MS) {
          const minted = await auth.mintAccessToken(t.uid, t.sid);
          t.accessToken = minted.token;
          t.accessTokenExpiry = minted.expiresAt.toISOString();
        }
        return token;
      },

      session({ session, token }) {
        const t = token as CaseworkToken;
        const appSession: AppSession = {
          user: { id: t.uid ?? '', name: t.name ?? '', email: t.email ?? '', kind: t.kind ?? 'staff' },
          expires: session.expires as unknown as string,
          accessToken: t.accessToken ?? '',
          accessTokenExpiry: t.accessTokenExpiry ?? new Date(0).toISOString(),
          signoutURL: `${SIGN_IN_PAGE}?error=SessionRequired`,
          apiBaseUrl: config.apiBaseUrl,
          ...(t.participantId ? { participantId: t.participantId } : {}),
        };
        return appSession as never;
      },
    },
    events: {
      async signOut(message) {
        const t = ('token' in message ? message.token : null) as CaseworkToken | null;
        if (t?.sid) await auth.endSession(t.sid, 'sign-out');
      },
    },
  };
}

function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}
