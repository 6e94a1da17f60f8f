import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FILE_SIZE_LIMIT_MB, DEFAULT_TIME_ZONE } from '@casework/contract';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  API_BASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REDIS_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  ACCESS_TOKEN_MINUTES: z.coerce.number().positive().default(15),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  // People type slower than two messages a second; an account sending more is a script or a stolen session.
  MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  METRICS_TOKEN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  FILE_SIZE_LIMIT_MB: z.coerce.number().positive().max(1024).default(DEFAULT_FILE_SIZE_LIMIT_MB),
  PASSPHRASE_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'PASSPHRASE_KEY must be 32 bytes, base64-encoded')
    .optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(15),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  TIME_ZONE: z
    .string()
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }, 'TIME_ZONE must be an IANA time zone such as America/Anchorage')
    .default(DEFAULT_TIME_ZONE),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  publicUrl: string;
  apiBaseUrl: string;
  smtpUrl: string | undefined;
  /** Sender of e-mail; defaults to no-reply at the host of PUBLIC_URL. */
  mailFrom: string;
  redisUrl: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  session: { idleMs: number; absoluteMs: number; accessTokenMs: number };
  signIn: { maxFailures: number; windowMs: number };
  /** Messages one person may send per minute, new threads and replies together (MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  metricsToken: string | undefined;
  logLevel: string;
  webDistDir: string;
  /**
   * A certificate chain and its private key (PEM; TLS_CERT_FILE and TLS_KEY_FILE). With them Casework answers HTTPS
   * itself, HTTP/2 with HTTP/1.1 for older clients (decision 022); without them, plain HTTP behind a proxy that
   * terminates TLS.
   */
  tls: { cert: Buffer; key: Buffer } | undefined;
  seedDemo: boolean;
  /** Largest accepted upload, in bytes. */
  fileSizeLimitBytes: number;
  /** 32-byte key for passphrases at rest; when absent one is derived from AUTH_SECRET. */
  passphraseKey: Buffer | undefined;
  /** The organisation's IANA time zone: schedules, "open now" and date-range reports use it. */
  timeZone: string;
  webhooks: {
    /** Hosts, addresses or CIDRs exempt from the SSRF guard (WEBHOOK_ALLOWED_HOSTS, comma-separated). */
    allowedHosts: string[];
    /** Outside production, http:// is accepted for a receiver on this machine (localhost, 127.0.0.1, ::1). */
    allowHttpLocal: boolean;
    timeoutMs: number;
    /** The first retry waits about this long; each next one twice as long (at most 12 h), with jitter. */
    retryBaseMs: number;
  };
  /** How often the job queue fails over jobs whose process died. */
  jobsMaintenanceSeconds: number;
}

/** Reads the environment into one typed config object; throws a readable error for bad settings. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error(
      'Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 random characters)',
    );
  }
  const tls = readTls(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
  const publicUrl = (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, '');
  const oidc =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          name: e.OIDC_NAME,
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    publicUrl,
    apiBaseUrl: e.API_BASE_URL ?? '/api/v1',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Casework <no-reply@${new URL(publicUrl).hostname}>`,
    redisUrl: e.REDIS_URL,
    oidc,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      accessTokenMs: e.ACCESS_TOKEN_MINUTES * 60_000,
    },
    signIn: { maxFailures: e.SIGN_IN_MAX_FAILURES, windowMs: e.SIGN_IN_WINDOW_MINUTES * 60_000 },
    messagesPerMinute: e.MESSAGES_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    tls,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    fileSizeLimitBytes: Math.round(e.FILE_SIZE_LIMIT_MB * 1024 * 1024),
    passphraseKey: e.PASSPHRASE_KEY ? Buffer.from(e.PASSPHRASE_KEY, 'base64') : undefined,
    timeZone: e.TIME_ZONE,
    webhooks: {
      allowedHosts: e.WEBHOOK_ALLOWED_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      allowHttpLocal: e.NODE_ENV !== 'production',
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
      retryBaseMs: Math.round(e.WEBHOOK_RETRY_BASE_SECONDS * 1000),
    },
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
  };
}

/** Both files or neither; each must be readable, so a typo in a path stops the start with its name. */
function readTls(certFile: string | undefined, keyFile: string | undefined): Config['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    const missing = certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    throw new Error(
      `Invalid configuration:\n  ${missing}: required with ${missing === 'TLS_KEY_FILE' ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'}`,
    );
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(`Invalid configuration:\n  ${name}: cannot read ${file} (${reason})`, { cause: error });
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive a restart. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
