/**
 * Accounts with better-auth on our own database (Drizzle adapter, PGlite or PostgreSQL):
 * e-mail and password, confirmation required, http-only session cookies.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createMailer } from '../lib/mail.ts';
import { resetPasswordMail, verifyEmailMail } from './mails.ts';

export interface AuthDeps {
  config: Config;
  database: Database;
  secret: string;
  log: FastifyBaseLogger;
}

export function createAuth({ config, database, secret, log }: AuthDeps) {
  const mailer = createMailer(config, log);
  return betterAuth({
    appName: 'Slove',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        displayName: { type: 'string', required: false, fieldName: 'displayName' },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordMail(user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verifyEmailMail(user.name, url) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.NODE_ENV !== 'development',
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
    },
    advanced: {
      useSecureCookies: config.isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isHttps },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [], disableIpTracking: false },
    },
    plugins: [username({ minUsernameLength: 3, maxUsernameLength: 30 })],
    logger: { disabled: config.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export { createMailer };
