import type { Logger } from 'pino';
import type { Locale } from '../../../common/locales';
import type { Caller } from '../../http/access';
import { badRequest, conflict, forbidden, serviceUnavailable } from '../../http/errors';
import { type MailBrandFor, MailDeliveryError, type Mailer } from '../../integrations/mail';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { OneTimeTokens, UserRow } from '../account';
import type { AuthRepository } from './auth.repository';
import { AUTH_TEXT } from './auth.text';
import { verificationMail } from './auth-mail';
import { emailLink } from './sign-in';

export const VERIFICATION_MAIL_JOB = 'auth.verification-mail';

export type EmailVerification = ReturnType<typeof createEmailVerification>;

/** Proving an email address with a mailed single-use link. */
export function createEmailVerification(deps: {
  repository: AuthRepository;
  oneTimeTokens: OneTimeTokens;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  jobs: () => JobQueue | null;
  logger: Logger;
}) {
  async function send(user: UserRow, locale: Locale): Promise<void> {
    const token = await deps.oneTimeTokens.issue(user, 'verify-email');
    const brand = await deps.mailBrand(user.orgId);
    await deps.mailer.send({
      to: user.email,
      brand,
      ...verificationMail(
        brand,
        { fullName: user.fullName, link: emailLink(brand, '/auth/verify-email', token) },
        locale,
      ),
      meta: { kind: 'verify-email', userId: user.id },
    });
  }

  return {
    /**
     * After sign-up the mail goes out from a job (mailJob): the sign-up answers without waiting
     * for the mail server, and a refused or timed-out delivery is tried again. The mail must not
     * undo the account either way; the user can also ask for it again (resend).
     */
    async sendAfterSignUp(user: UserRow, locale: Locale): Promise<void> {
      try {
        const jobs = deps.jobs();
        if (jobs) await jobs.send(VERIFICATION_MAIL_JOB, { userId: user.id, locale });
        else await send(user, locale);
      } catch (error) {
        deps.logger.warn({ err: error, userId: user.id }, 'verification mail after sign-up failed');
      }
    },

    mailJob(): JobDefinition<{ userId: string; locale: Locale }> {
      return {
        name: VERIFICATION_MAIL_JOB,
        queue: { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
        handle: async ({ userId, locale }, context) => {
          const user = await deps.repository.findUser(userId);
          // Verified meanwhile (Google, a password reset), or the account is gone.
          if (!user || user.emailVerifiedAt) {
            context.logger.info('verification mail not needed any more: nothing sent');
            return;
          }
          await send(user, locale);
        },
      };
    },

    /** Opens the emailed link: works signed out too, since it may open in another browser. */
    async verify(token: string): Promise<{ email: boolean }> {
      const owner = await deps.oneTimeTokens.consume(token, 'verify-email');
      if (!owner) throw badRequest(AUTH_TEXT.verificationLinkInvalid, 'token');
      await deps.repository.markEmailVerified(owner.userId);
      return { email: true };
    },

    /** Mails a new link; issuing it makes the earlier links stop working. */
    async resend(caller: Caller): Promise<{ sent: true }> {
      const user = caller.userId ? await deps.repository.findUser(caller.userId) : null;
      if (!user) throw forbidden(AUTH_TEXT.verifySignedInOnly);
      if (user.emailVerifiedAt) throw conflict(AUTH_TEXT.alreadyVerified, 'email');
      try {
        await send(user, caller.locale ?? 'en');
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          throw serviceUnavailable(AUTH_TEXT.verificationMailNotSent);
        }
        throw error;
      }
      return { sent: true };
    },

    /** The caller was resolved from the database on this request, so this is current. */
    status(caller: Caller): { email: boolean } {
      return { email: caller.emailVerified };
    },
  };
}
