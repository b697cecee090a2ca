// Accounts on better-auth: email + password, email verification, password reset, account deletion and
// database-backed rate limits, on the app's postgres.js client (through kysely-dialect.ts).
import { betterAuth } from 'better-auth';
import type { BetterAuthOptions } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { generateId } from 'better-auth';
import type { Sql } from 'postgres';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/limits.ts';
import { PRODUCT_NAME } from '../shared/site.ts';
import { getConfig } from './config.ts';
import type { Config } from './config.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { getSql } from './db.ts';
import { sendEmail } from './email/index.ts';
import { PooledPostgresDialect } from './kysely-dialect.ts';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from './email/templates.ts';

export const VERIFIED_LANDING = '/?verified=1';
export const RESET_PASSWORD_PAGE = '/auth/reset-password';

const MINUTE = 60;

/** Rewrites the link better-auth built so it lands where we decide, whatever the client asked for. */
function withCallback(url: string, callbackPath: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('callbackURL', callbackPath);
  return parsed.href;
}

export function authOptions(sql: Sql, config: Config): BetterAuthOptions {
  return {
    appName: PRODUCT_NAME,
    baseURL: config.siteUrl.origin,
    basePath: '/api/auth',
    secret: config.authSecret ?? undefined,
    trustedOrigins: [config.siteUrl.origin],
    database: { dialect: new PooledPostgresDialect(sql), type: 'postgres' },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true, // decisions.md: sign-up signs the user in with an unverified email
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      async sendResetPassword({ user, url }) {
        await sendEmail(passwordResetEmail(user.email, withCallback(url, RESET_PASSWORD_PAGE)), config);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * MINUTE,
      async sendVerificationEmail({ user, url }) {
        await sendEmail(verificationEmail(user.email, withCallback(url, VERIFIED_LANDING)), config);
      },
    },
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: 30 * 24 * 60 * MINUTE, updateAge: 24 * 60 * MINUTE },
    rateLimit: {
      enabled: true,
      storage: 'database', // shared by every instance on the same PostgreSQL
      window: MINUTE,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 5 * MINUTE, max: 8 },
        '/sign-up/email': { window: 60 * MINUTE, max: 10 },
        '/send-verification-email': { window: 10 * MINUTE, max: 3 },
        '/request-password-reset': { window: 10 * MINUTE, max: 3 },
        '/reset-password': { window: 10 * MINUTE, max: 10 },
        '/delete-user': { window: 10 * MINUTE, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isHttps, // Secure and the __Secure- prefix over https
      cookiePrefix: 'cooldraft',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (typeof body.email !== 'string' || typeof body.password !== 'string') return;
        const email = body.email.toLowerCase();
        const existing = await ctx.context.internalAdapter.findUserByEmail(email);
        if (!existing?.user) {
          // Our form has no name field; better-auth wants one.
          return typeof body.name === 'string' ? undefined : { context: { body: { ...body, name: '' } } };
        }
        // A second sign-up with a known email signs no one in and answers exactly like a new sign-up;
        // the owner gets a heads-up instead. Hashing keeps the timing the same as the real path.
        await ctx.context.password.hash(body.password);
        await sendEmail(existingAccountEmail(existing.user.email, new URL('/auth', config.siteUrl).href), config);
        const now = new Date();
        return ctx.json({
          token: null,
          user: { id: generateId(), email, name: typeof body.name === 'string' ? body.name : '', image: null, emailVerified: false, createdAt: now, updatedAt: now },
        });
      }),
    },
  };
}

type Auth = ReturnType<typeof betterAuth>;
let auth: Auth | null = null;

export function getAuth(): Auth {
  auth ??= betterAuth(authOptions(getSql(), getConfig()));
  return auth;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  const { id, email, emailVerified, createdAt } = session.user;
  return { id, email, emailVerified, createdAt: new Date(createdAt) };
}
