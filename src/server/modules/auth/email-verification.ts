import type { Logger } from 'pino';
import type { Locale } from '../../../common/locales';
import type { Caller } from '../../http/access';
import { badRequest, conflict, forbidden, serviceUnavailable } from '../../http/errors';
import { type MailBrandFor, MailDeliveryError, type Mailer } from '../../integrations/mail';
import type { OneTimeTokens, UserRow } from '../account';
import type { AuthRepository } from './auth.repository';
import { verificationMail } from './auth-mail';
import { emailLink } from './sign-in';

const INVALID_LINK =
  'This verification link is invalid, expired or already used; ask for a new one';

export type EmailVerification = ReturnType<typeof createEmailVerification>;

/** Proving an email address with a mailed single-use link. */
export function createEmailVerification(deps: {
  repository: AuthRepository;
  oneTimeTokens: OneTimeTokens;
  mailer: Mailer;
  mailBrand: MailBrandFor;
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
    /** After sign-up the mail must not undo the account: a failure is logged, resend exists. */
    async sendQuietly(user: UserRow, locale: Locale): Promise<void> {
      try {
        await send(user, locale);
      } catch (error) {
        deps.logger.warn({ err: error, userId: user.id }, 'verification mail after sign-up failed');
      }
    },

    /** Opens the emailed link: works signed out too, since it may open in another browser. */
    async verify(token: string): Promise<{ email: boolean }> {
      const owner = await deps.oneTimeTokens.consume(token, 'verify-email');
      if (!owner) throw badRequest(INVALID_LINK, 'token');
      await deps.repository.markEmailVerified(owner.userId);
      return { email: true };
    },

    /** Mails a new link; issuing it makes the earlier links stop working. */
    async resend(caller: Caller): Promise<{ sent: true }> {
      const user = caller.userId ? await deps.repository.findUser(caller.userId) : null;
      if (!user) throw forbidden('Only a signed-in user can verify an email address');
      if (user.emailVerifiedAt) throw conflict('Your email address is already verified', 'email');
      try {
        await send(user, caller.locale ?? 'en');
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          throw serviceUnavailable('The email could not be sent, try again shortly');
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
