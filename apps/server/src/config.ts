/**
 * Configuration: every setting comes from the environment, parsed by one zod schema at
 * start. A bad value stops the server with one clear line naming the setting.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.url({ protocol: /^https?$/ });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Public address of the site (links in e-mails, canonical URLs, cookie Secure flag, HSTS).
   * Unset: changes are accepted from the address the site is opened at (its own Host).
   */
  PUBLIC_URL: url.optional(),
  /** More origins whose pages may change state (comma separated), beside PUBLIC_URL's. */
  ALLOWED_ORIGINS: z
    .string()
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const item of list.split(',').map((s) => s.trim())) {
        if (!item) continue;
        const parsed = url.safeParse(item);
        if (!parsed.success || new URL(item).origin !== item.replace(/\/+$/, '').toLowerCase()) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.ro` });
          return z.NEVER;
        }
        origins.push(new URL(item).origin);
      }
      return origins;
    })
    .default([]),
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; unset means the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Secret for sessions and tokens: at least 32 characters. Generated once in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Take the client address from X-Forwarded-For (behind a load balancer). */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Generated content folder; defaults to packages/content/data. */
  CONTENT_DIR: z.string().optional(),
  /** SMTP server URL (smtp:// or smtps://); unset writes mail to DATA_DIR/outbox and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Slove <no-reply@slove.ro>'),
  /** The developer contact named by the legal pages. */
  CONTACT_NAME: z.string().min(1).default('Echipa Slove'),
  CONTACT_EMAIL: z.email().default('contact@slove.ro'),
  /** Ads: the ad provider's client id (loaded only after consent). */
  ADS_CLIENT_ID: z.string().min(1).optional(),
  ADS_SCRIPT_URL: url.optional(),
  /** Analytics: script URL and site id (loaded only after consent). */
  ANALYTICS_URL: url.optional(),
  ANALYTICS_SITE_ID: z.string().min(1).optional(),
  /** Web Push keys; generated once in DATA_DIR when unset. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  /** Run the reminder scheduler in this instance (the database lock still elects one sender). */
  REMINDERS: bool.default(true),
  /**
   * Accept push endpoints over plain http or on loopback/private addresses (tests with a local
   * push service only). Off: the server never posts reminders to an internal address.
   */
  PUSH_ALLOW_INSECURE: bool.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  isHttps: boolean;
}

export class ConfigError extends Error {}

function clean(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** Parse the environment; throws ConfigError with one line per bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(clean(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  if (
    (e.ADS_SCRIPT_URL && !e.ADS_CLIENT_ID) ||
    (e.ANALYTICS_URL && !e.ANALYTICS_SITE_ID) ||
    (!e.ANALYTICS_URL && e.ANALYTICS_SITE_ID)
  ) {
    throw new ConfigError(
      'Invalid configuration: ADS_SCRIPT_URL needs ADS_CLIENT_ID, and ANALYTICS_URL and ANALYTICS_SITE_ID go together',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return { ...e, publicUrl, isHttps: publicUrl.startsWith('https://') };
}
