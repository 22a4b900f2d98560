import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AuthResponse, signupBody } from '../../../common/api/auth';
import type { JobRole } from '../../../common/constants';
import { isGenuineEmail } from '../../../common/email-quality';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import type { Dns } from '../../integrations/dns';
import type { MailBrandFor, Mailer } from '../../integrations/mail';
import type { JobQueue } from '../../jobs/queue';
import {
  type EmailVerdict,
  hashPassword,
  type OneTimeTokens,
  type OrganizationRow,
  type SessionStore,
  type UserRow,
  validateEmail,
  verifyPassword,
} from '../account';
import { createAuthRepository, DealCodeRedeemedError, DuplicateUserError } from './auth.repository';
import { AUTH_TEXT } from './auth.text';
import { createEmailVerification } from './email-verification';
import { createGoogleIdTokenVerifier, type GoogleIdentity } from './google-id-token';
import { createInvitations } from './invitations';
import { createLoginThrottle } from './login-throttle';
import { createPasswordReset } from './password-reset';
import { assertPasswordAllowed, createSignIn, type RequestContext } from './sign-in';
import {
  classifySignup,
  DEAL_CODE_PATTERN,
  normalizeDealCode,
  type SignupOrigin,
  workspaceName,
} from './signup-source';

/** A sign-up as the route passes it on: the body without its fixed `role`. */
export type SignupInput = Omit<z.infer<typeof signupBody>, 'role'>;

type NewOwner = {
  email: string;
  fullName: string;
  passwordHash: string | null;
  googleSub: string | null;
  emailVerified: boolean;
  newsletter: boolean;
  jobRole: JobRole | null;
  origin: SignupOrigin;
  verdict: EmailVerdict;
};

/**
 * Sign-up, sign-in (password, Google) and sign-out; email verification, password reset and
 * invitations are its parts, sharing one repository and one way to start a session.
 */
export function createAuthService(deps: {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'google'>;
  sessions: SessionStore;
  oneTimeTokens: OneTimeTokens;
  mailer: Mailer;
  /** The brand of an organization's mails (white-label), the product's by default. */
  mailBrand: MailBrandFor;
  dns: Dns;
  jobs: () => JobQueue | null;
  logger: Logger;
}) {
  const { sessions, oneTimeTokens, mailer } = deps;
  const repository = createAuthRepository(deps.db);
  const loginThrottle = createLoginThrottle(deps.db);
  const signIn = createSignIn({ repository, sessions, loginThrottle });
  const verification = createEmailVerification({
    repository,
    oneTimeTokens,
    mailer,
    mailBrand: deps.mailBrand,
    jobs: deps.jobs,
    logger: deps.logger.child({ module: 'auth' }),
  });
  const passwordReset = createPasswordReset({
    repository,
    oneTimeTokens,
    sessions,
    loginThrottle,
    mailer,
    mailBrand: deps.mailBrand,
    jobs: deps.jobs,
  });
  const invitations = createInvitations({ db: deps.db, repository, oneTimeTokens, signIn });
  const verifyGoogleIdToken = deps.config.google
    ? createGoogleIdTokenVerifier(deps.config.google)
    : null;

  async function assertGenuineEmail(email: string): Promise<EmailVerdict> {
    const verdict = await validateEmail(email, deps.dns);
    if (!isGenuineEmail(verdict)) throw badRequest(emailRefusal(verdict), 'email');
    return verdict;
  }

  async function createOwner(
    owner: NewOwner,
    context: RequestContext,
  ): Promise<{ organization: OrganizationRow; user: UserRow }> {
    const { origin, verdict } = owner;
    const now = new Date();
    try {
      return await repository.createWorkspace({
        organization: {
          name: workspaceName(owner.fullName),
          plan: origin.plan,
          jobRole: owner.jobRole,
          ipCountry: context.ipCountry,
          source: origin.source,
          referredBy: origin.referredBy,
          appsumo: origin.appsumo,
        },
        owner: {
          email: owner.email.trim().toLowerCase(),
          fullName: owner.fullName,
          passwordHash: owner.passwordHash,
          googleSub: owner.googleSub,
          emailVerifiedAt: owner.emailVerified ? now : null,
          emailValidationStatus: verdict.status,
          emailValidationSubStatus: verdict.subStatus,
          newsletter: owner.newsletter,
          activatedAt: now,
        },
        dealCode: origin.appsumo?.code ?? null,
      });
    } catch (error) {
      if (error instanceof DuplicateUserError) throw duplicateEmail();
      if (error instanceof DealCodeRedeemedError) {
        throw conflict(AUTH_TEXT.dealCodeRedeemed, 'dealCode');
      }
      throw error;
    }
  }

  /** Links a Google account to an existing user only when both sides vouch for the address. */
  async function linkGoogleAccount(user: UserRow, identity: GoogleIdentity): Promise<UserRow> {
    if (!user.activatedAt) {
      throw conflict(AUTH_TEXT.googlePendingInvitation, 'email');
    }
    if (user.googleSub) {
      throw conflict(AUTH_TEXT.googleLinkedElsewhere, 'email');
    }
    // Linking on an unverified side would hand the account to whoever controls that side.
    if (!identity.emailVerified || !user.emailVerifiedAt) {
      throw conflict(AUTH_TEXT.googleVerifyFirst, 'email');
    }
    return repository.updateUser(user.id, { googleSub: identity.sub });
  }

  async function signUpWithGoogle(
    identity: GoogleIdentity,
    newsletter: boolean,
    context: RequestContext,
  ): Promise<AuthResponse> {
    // Recorded, not enforced: Google has already shown that the mailbox exists.
    const verdict = await validateEmail(identity.email, deps.dns);
    const { organization, user } = await createOwner(
      {
        email: identity.email,
        fullName: identity.name ?? identity.email.split('@')[0],
        passwordHash: null,
        googleSub: identity.sub,
        emailVerified: identity.emailVerified,
        newsletter,
        jobRole: null,
        origin: classifySignup({}),
        verdict,
      },
      context,
    );
    if (!identity.emailVerified) await verification.sendAfterSignUp(user, context.locale);
    return signIn.signIn(user, context, organization);
  }

  return {
    verification,
    passwordReset,
    invitations,

    /** Creates the organization and its owner, has the verification link mailed, signs in. */
    async signUp(input: SignupInput, context: RequestContext): Promise<AuthResponse> {
      assertPasswordAllowed(input.password, input);
      if (input.dealCode && !DEAL_CODE_PATTERN.test(normalizeDealCode(input.dealCode))) {
        throw badRequest(AUTH_TEXT.dealCodeInvalid, 'dealCode');
      }
      if (await repository.findUserByEmail(input.email)) throw duplicateEmail();
      const verdict = await assertGenuineEmail(input.email);
      const { organization, user } = await createOwner(
        {
          email: input.email,
          fullName: input.fullName.trim(),
          passwordHash: await hashPassword(input.password),
          googleSub: null,
          emailVerified: false,
          newsletter: input.newsletter ?? false,
          jobRole: input.jobRole,
          origin: classifySignup(input),
          verdict,
        },
        context,
      );
      await verification.sendAfterSignUp(user, context.locale);
      return signIn.signIn(user, context, organization);
    },

    /**
     * Password sign-in, slowed down for wrong passwords (login-throttle.ts). An unknown email
     * costs the same password check as a known one (verifyPassword hashes against a dummy), so
     * neither answer nor timing tells them apart.
     */
    async logIn(
      input: { email: string; password: string; guest?: boolean },
      context: RequestContext,
    ): Promise<AuthResponse> {
      const user = await repository.findUserByEmail(input.email);
      const attempt = await loginThrottle.assertMayTry(input.email, context.address, user);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
      // Invited members have no password until they activate, so they fail here too.
      if (!user || !passwordOk || !user.activatedAt) {
        await loginThrottle.recordFailure(input.email, context.address, attempt);
        // The same answer for an unknown email: sign-in must not reveal who has an account.
        throw unauthorized(AUTH_TEXT.wrongCredentials);
      }
      await loginThrottle.recordSuccess(input.email, context.address);
      if (input.guest && user.role !== 'guest') {
        throw forbidden(AUTH_TEXT.notGuestAccount);
      }
      return signIn.signIn(user, context);
    },

    /** Ends the session of this token; an unknown or already ended token is fine (idempotent). */
    async logOut(token: string | undefined): Promise<void> {
      if (token) await sessions.revoke(token);
    },

    /**
     * Google sign-in: a known Google account signs in; an existing account with the same email
     * is linked when both sides have verified it; anyone else gets a new workspace as owner.
     */
    async signInWithGoogle(
      input: { token: string; newsletter?: boolean },
      context: RequestContext,
    ): Promise<AuthResponse & { created: boolean }> {
      if (!verifyGoogleIdToken) throw badRequest(AUTH_TEXT.googleNotConfigured);
      const identity = await verifyGoogleIdToken(input.token);
      const known = await repository.findUserByGoogleSub(identity.sub);
      if (known) return { ...(await signIn.signIn(known, context)), created: false };
      const sameEmail = await repository.findUserByEmail(identity.email);
      if (sameEmail) {
        const linked = await linkGoogleAccount(sameEmail, identity);
        return { ...(await signIn.signIn(linked, context)), created: false };
      }
      const created = await signUpWithGoogle(identity, input.newsletter ?? false, context);
      return { ...created, created: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function duplicateEmail() {
  return conflict(AUTH_TEXT.emailTaken, 'email');
}

/** Why an address is refused, in words the person can act on. */
function emailRefusal(verdict: EmailVerdict): Message {
  switch (verdict.subStatus) {
    case 'disposable':
      return AUTH_TEXT.emailDisposable;
    case 'failed_syntax_check':
      return AUTH_TEXT.emailInvalid;
    case 'no_dns_entries':
      return AUTH_TEXT.emailDomainWithoutMail;
    default:
      return AUTH_TEXT.emailUnusable;
  }
}
