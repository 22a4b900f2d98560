import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateBody,
  authResponseSchema,
  forgotPasswordBody,
  forgotPasswordResponse,
  googleBody,
  invitationParams,
  invitationResponse,
  loginBody,
  mailSentSchema,
  signupBody,
  verificationStatusSchema,
  verifyEmailBody,
} from '../../../common/api/auth';
import { access, signedInCaller } from '../../http/access';
import { requestLocale } from '../../http/i18n/request-locale';
import { clientAddress, ownLimits } from '../../http/rate-limit';
import type { AuthService } from './auth.service';
import { LoginThrottledError } from './login-throttle';
import type { RequestContext } from './sign-in';

const signedIn = [{ accessToken: [] }];

/**
 * The caller's country as an edge proxy reports it (Cloudflare's CF-IPCountry, or X-Country from
 * another proxy). Only stored for the organization record, never used to decide anything: a
 * client that reaches us without such a proxy could send either header itself.
 */
function ipCountryOf(request: FastifyRequest): string | null {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country'];
  const code = typeof header === 'string' ? header.trim().toUpperCase() : '';
  // XX is Cloudflare's "unknown"; T1 (Tor) fails the two-letter test.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

function contextOf(request: FastifyRequest): RequestContext {
  return {
    ipCountry: ipCountryOf(request),
    userAgent: request.headers['user-agent'],
    address: clientAddress(request),
    locale: requestLocale(request),
  };
}

const MINUTE = 60_000;

/** The email of the body, hashed (the limits table holds no emails); null when there is none. */
function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email !== 'string') return null;
  return createHash('sha256')
    .update(body.email.trim().toLowerCase())
    .digest('base64url')
    .slice(0, 22);
}

function tokenOf(request: FastifyRequest): string | null {
  const body = request.body as { token?: unknown } | undefined;
  if (typeof body?.token !== 'string') return null;
  return createHash('sha256').update(body.token).digest('base64url').slice(0, 22);
}

/**
 * Each way in has its own limits beside the global one: per address (one client trying many
 * accounts, or creating them) and per email (many clients on one person's address). Login has no
 * plain per-email limit: anyone could use it to lock the owner out; its per-account part is the
 * failure throttle of login-throttle.ts, which spares the owner's own addresses.
 */
const LIMITS = {
  signUp: ownLimits(
    { name: 'signup-address', max: 20, windowMs: 60 * MINUTE, key: clientAddress },
    // Refused tries count too: the strength meter spares a person most of them.
    { name: 'signup-email', max: 10, windowMs: 10 * MINUTE, key: emailOf },
  ),
  logIn: ownLimits({ name: 'login-address', max: 30, windowMs: MINUTE, key: clientAddress }),
  forgotPassword: ownLimits(
    { name: 'forgot-password-address', max: 10, windowMs: MINUTE, key: clientAddress },
    // Only the request method names an email: at most 3 reset mails a quarter hour per address.
    { name: 'forgot-password-email', max: 3, windowMs: 15 * MINUTE, key: emailOf },
  ),
  activate: ownLimits(
    { name: 'activate-address', max: 10, windowMs: MINUTE, key: clientAddress },
    // The invitation token stands for the invited email.
    { name: 'activate-invitation', max: 10, windowMs: 10 * MINUTE, key: tokenOf },
  ),
  resendVerification: ownLimits({
    name: 'resend-verify',
    max: 3,
    windowMs: MINUTE,
    key: (request) => request.caller?.userId ?? null,
  }),
};

/** A throttled sign-in says when to try again, like every other 429. */
async function withRetryAfter<T>(reply: FastifyReply, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

export function authRoutes(service: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/auth/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account: a new organization with the user as its owner',
          description:
            'Refuses weak passwords (field password), undeliverable or disposable emails (field email), an email that already has an account (409) and an invalid or used deal code (field dealCode). Mails a verification link. 20 per hour per address and 10 per 10 minutes per email, then 429.',
          body: signupBody,
          response: { 201: authResponseSchema },
        },
        config: { access: access.public() },
        preHandler: LIMITS.signUp,
      },
      async (request, reply) => {
        const { role: _owner, ...input } = request.body;
        const result = await service.signUp(input, contextOf(request));
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/customer/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          description:
            'Wrong password and unknown email get the same 401. A blocked organization gets 403 AccessBlocked. 30 attempts per minute per address, then 429. Wrong passwords slow further tries down (429 RateLimited with Retry-After, before the password is checked): after 5 for the account from one address, 20 from one address, or 10 for the account from addresses it has never signed in from; the wait starts at 1 s and doubles up to 15 minutes. Addresses the user has signed in from are not slowed by failures elsewhere.',
          body: loginBody,
          response: { 200: authResponseSchema },
        },
        config: { access: access.public() },
        preHandler: LIMITS.logIn,
      },
      (request, reply) => withRetryAfter(reply, service.logIn(request.body, contextOf(request))),
    );

    app.post(
      '/customer/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End the session of the X-Access-Token',
          description:
            'Public so that any session can end itself (guests, blocked organizations); an unknown token is fine.',
          response: { 204: z.null().describe('Signed out') },
        },
        config: { access: access.public() },
      },
      async (request, reply) => {
        const header = request.headers['x-access-token'];
        await service.logOut(typeof header === 'string' ? header : undefined);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/customer/auth/login/google',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in or sign up with a Google ID token',
          description:
            'Known Google account: signs in (200). Existing account with the same email: linked when both Google and the account have verified the email, else 409. Otherwise a new organization with the user as owner (201). 400 when Google sign-in is not configured.',
          body: googleBody,
          response: { 200: authResponseSchema, 201: authResponseSchema },
        },
        config: { access: access.public() },
      },
      async (request, reply) => {
        const { created, ...result } = await service.signInWithGoogle(
          request.body,
          contextOf(request),
        );
        return reply.status(created ? 201 : 200).send(result);
      },
    );

    app.post(
      '/customer/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Password reset: request a link, validate it, change the password',
          description:
            'Reset links work for 1 hour, once. 10 calls per minute per address, and 3 link requests per 15 minutes per email, then 429.',
          body: forgotPasswordBody,
          response: { 200: forgotPasswordResponse },
        },
        config: { access: access.public() },
        preHandler: LIMITS.forgotPassword,
      },
      (request) => {
        const body = request.body;
        switch (body.method) {
          case 'request':
            return service.passwordReset.request(body.email, requestLocale(request));
          case 'validate':
            return service.passwordReset.validate(body.token);
          case 'change':
            return service.passwordReset.change(body.token, body.password);
        }
      },
    );

    app.get(
      '/customer/auth/user/:token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Read a pending team invitation',
          description: '404 for an unknown, used or expired invitation token.',
          params: invitationParams,
          response: { 200: invitationResponse },
        },
        config: { access: access.public() },
      },
      (request) => service.invitations.read(request.params.token),
    );

    app.post(
      '/customer/auth/user/activate',
      {
        schema: {
          tags: ['auth'],
          summary: 'Accept a team invitation: set name and password, then sign in',
          description:
            '10 calls per minute per address and 10 per 10 minutes per invitation, then 429.',
          body: activateBody,
          response: { 200: authResponseSchema },
        },
        config: { access: access.public() },
        preHandler: LIMITS.activate,
      },
      (request) => service.invitations.activate(request.body, contextOf(request)),
    );

    app.post(
      '/customer/account/verify-email',
      {
        schema: {
          tags: ['account'],
          summary: 'Verify the email address with the token from the emailed link',
          description:
            'Public: the link may be opened signed out. 400 (field token) for an unknown, used or expired token.',
          body: verifyEmailBody,
          response: { 200: verificationStatusSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.verification.verify(request.body.token),
    );

    app.get(
      '/customer/account/resend-verify-email',
      {
        schema: {
          tags: ['account'],
          summary: 'Mail a new verification link; earlier links stop working',
          description:
            '409 when the email is already verified; 503 when the mail cannot be sent. 3 per minute per user, then 429.',
          security: signedIn,
          response: { 200: mailSentSchema },
        },
        config: { access: access.member({ guests: true, apiKey: false }) },
        preHandler: LIMITS.resendVerification,
      },
      (request) => service.verification.resend(signedInCaller(request)),
    );

    app.get(
      '/customer/account/verify-status',
      {
        schema: {
          tags: ['account'],
          summary: "Whether the signed-in user's email address is verified",
          security: signedIn,
          response: { 200: verificationStatusSchema },
        },
        config: { access: access.member({ guests: true, apiKey: false }) },
      },
      (request) => service.verification.status(request.caller),
    );
  };
}
