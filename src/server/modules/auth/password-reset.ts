import type { Locale } from '../../../common/locales';
import { badRequest, serviceUnavailable } from '../../http/errors';
import type { MailBrandFor, Mailer } from '../../integrations/mail';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import { hashPassword, type OneTimeTokens, type SessionStore, type UserRow } from '../account';
import type { AuthRepository } from './auth.repository';
import { AUTH_TEXT } from './auth.text';
import { passwordResetMail } from './auth-mail';
import type { LoginThrottle } from './login-throttle';
import { assertPasswordAllowed, emailLink } from './sign-in';

export const PASSWORD_RESET_MAIL_JOB = 'auth.password-reset-mail';

export type PasswordReset = ReturnType<typeof createPasswordReset>;

/** Forgot password: a mailed single-use link (1 hour) that sets a new password. */
export function createPasswordReset(deps: {
  repository: AuthRepository;
  oneTimeTokens: OneTimeTokens;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  jobs: () => JobQueue | null;
}) {
  const { repository, oneTimeTokens } = deps;

  async function tokenOwnerOrThrow(token: string): Promise<UserRow> {
    const owner = await oneTimeTokens.peek(token, 'reset-password');
    const user = owner ? await repository.findUser(owner.userId) : null;
    if (!user) throw badRequest(AUTH_TEXT.resetLinkInvalid, 'token');
    return user;
  }

  return {
    /**
     * Always the same answer in the same time: the request only enqueues a job (one insert,
     * whatever the email) and the job decides whether anyone gets a mail. The singleton key lets
     * one job per address in per clock minute, so nobody can flood an inbox.
     */
    async request(email: string, locale: Locale): Promise<{ sent: true }> {
      const jobs = deps.jobs();
      if (!jobs) throw serviceUnavailable();
      const address = email.trim().toLowerCase();
      await jobs.send(
        PASSWORD_RESET_MAIL_JOB,
        { email: address, locale },
        { singletonKey: address, singletonSeconds: 60 },
      );
      return { sent: true };
    },

    async validate(token: string): Promise<{ valid: true; email: string }> {
      const user = await tokenOwnerOrThrow(token);
      return { valid: true, email: user.email };
    },

    /**
     * Sets the new password and ends every session of the user: whoever held one may be the
     * reason for the reset. Opening the mailed link also proves the address.
     */
    async change(token: string, password: string): Promise<{ changed: true }> {
      const user = await tokenOwnerOrThrow(token);
      assertPasswordAllowed(password, user);
      const passwordHash = await hashPassword(password);
      // Used up only now: a refused password leaves the link working for another try.
      if (!(await oneTimeTokens.consume(token, 'reset-password'))) {
        throw badRequest(AUTH_TEXT.resetLinkInvalid, 'token');
      }
      await repository.updateUser(user.id, {
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await deps.sessions.revokeAllOfUser(user.id);
      await deps.loginThrottle.forgiveAccount(user.email);
      return { changed: true };
    },

    /** The background half of `request`: finds the user and mails the link. */
    mailJob(): JobDefinition<{ email: string; locale?: Locale }> {
      return {
        name: PASSWORD_RESET_MAIL_JOB,
        queue: { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
        handle: async ({ email, locale = 'en' }, context) => {
          const user = await repository.findUserByEmail(email);
          // No account, or an invitation not accepted yet (its own link sets the password).
          if (!user?.activatedAt) {
            context.logger.info('password reset for an address without an account: nothing sent');
            return;
          }
          const token = await oneTimeTokens.issue(user, 'reset-password');
          const brand = await deps.mailBrand(user.orgId);
          await deps.mailer.send({
            to: user.email,
            brand,
            ...passwordResetMail(
              brand,
              { fullName: user.fullName, link: emailLink(brand, '/auth/reset-password', token) },
              locale,
            ),
            meta: { kind: 'reset-password', userId: user.id },
          });
        },
      };
    },
  };
}
