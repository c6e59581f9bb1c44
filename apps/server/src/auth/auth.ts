/**
 * Accounts with better-auth on our own database (Drizzle adapter, PGlite or PostgreSQL):
 * e-mail and password, confirmation required, http-only session cookies.
 */
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createMailer } from '../lib/mail.ts';
import { resetPasswordMail, verifyEmailMail } from './mails.ts';
import { allowedOrigins } from './origin.ts';
import { AUTH_CODE_TEXTS } from '@slove/core/auth-messages';
import {
  displayNameProblem,
  normalizeName,
  usernameKey,
  usernameProblem,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@slove/core/names';
import {
  isCommonPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_COMMON_CODE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from './passwords.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function refuseCommon(password: unknown) {
  if (typeof password !== 'string') return;
  // Length errors are better-auth's own (mapped to the spec's texts by the client).
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  if (isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      code: PASSWORD_TOO_COMMON_CODE,
      message: PASSWORD_TOO_COMMON_MESSAGE,
    });
  }
}

/** A refused name: a 400 with the code of its Romanian text (the code stays better-auth's kind). */
function refuseName(message: string | null) {
  if (!message) return;
  const code = Object.keys(AUTH_CODE_TEXTS).find((c) => AUTH_CODE_TEXTS[c] === message) ?? 'VALIDATION_ERROR';
  throw new APIError('BAD_REQUEST', { code, message });
}

/**
 * The names of an account (@slove/core/names) on sign-up and profile updates: the username
 * by its rule, the display name and better-auth's `name` by their length; each is stored
 * tidied (spaces collapsed, ș ț).
 */
function checkNames(body: Record<string, unknown>, signUp: boolean) {
  if (signUp || body.username !== undefined) {
    refuseName(usernameProblem(body.username));
    body.username = normalizeName(body.username as string);
    body.displayUsername = body.username;
  }
  for (const field of ['displayName', 'name'] as const) {
    const value = body[field];
    if (value === undefined || (signUp && (value === '' || value === null))) continue;
    refuseName(displayNameProblem(value));
    body[field] = normalizeName(value as string);
  }
}

/**
 * Checks before better-auth's own: the spec's sign-up needs a username (by our rule), an
 * e-mail that is already registered is refused with USER_ALREADY_EXISTS (spec section 8:
 * 'Acest email este deja înregistrat'; better-auth would answer a silent success), the most
 * common passwords are refused at sign-up, reset and change, and every name has its limits.
 */
const beforeHook = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') {
    checkNames(body, true);
    const password = body.password;
    if (typeof password === 'string' && password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX) {
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (EMAIL_RE.test(email)) {
        const found = await ctx.context.internalAdapter.findUserByEmail(email);
        if (found?.user) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: 'Acest email este deja înregistrat',
          });
        }
      }
    }
    refuseCommon(password);
  } else if (ctx.path === '/update-user') {
    checkNames(body, false);
  } else if (
    ctx.path === '/reset-password' ||
    ctx.path === '/change-password' ||
    ctx.path === '/set-password'
  ) {
    refuseCommon(body.newPassword);
  }
});

/** A session lasts 30 days and is renewed on use once a day. */
export const SESSION_EXPIRES_IN_SEC = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SEC = 60 * 60 * 24;

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
    // The same origins as our own CSRF guard (auth/origin.ts); auth/routes.ts sends better-auth
    // each request at the address it was made to.
    trustedOrigins: (request) => allowedOrigins(config, request ? new URL(request.url).origin : null),
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
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // Off the request's path: the answer must take the same time whether the account exists
      // or not (auth/routes.ts pads it), so the mail's own time is not waited for.
      sendResetPassword: async ({ user, url }) => {
        void mailer
          .send({ to: user.email, ...resetPasswordMail(user.name, url) })
          .catch((err: unknown) => log.error({ err }, 'password reset mail not sent'));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed user who signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      // The confirmation link signs the player in (the site then shows 'Adresă confirmată'
      // and migrates the guest data, as after a sign-in).
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verifyEmailMail(user.name, url) });
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SEC, updateAge: SESSION_UPDATE_AGE_SEC },
    // Our own limits (per client address and per e-mail, counters in the database) run
    // in auth/routes.ts before better-auth sees the request: see auth/limits.ts.
    rateLimit: { enabled: false },
    hooks: { before: beforeHook },
    advanced: {
      useSecureCookies: config.isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isHttps },
      ipAddress: {
        ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [],
        disableIpTracking: false,
      },
    },
    databaseHooks: {
      user: {
        create: {
          // display_name defaults to the username (spec: sign-up carries username and display_name).
          before: async (data) => ({
            data: {
              ...data,
              displayName:
                (data as { displayName?: string | null }).displayName ||
                (data as { username?: string }).username ||
                data.name,
            },
          }),
        },
      },
    },
    // a username is unique by its folded key ("Ștefan" = "stefan"); what was typed is kept
    // in display_username (the rule: @slove/core/names, checked in beforeHook first)
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (name) => usernameProblem(name) === null,
        usernameNormalization: usernameKey,
        displayUsernameNormalization: normalizeName,
      }),
    ],
    logger: { disabled: config.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export { createMailer };
