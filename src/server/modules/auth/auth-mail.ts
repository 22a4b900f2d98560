import type { Locale } from '../../../common/locales';
import { composeMail, type MailBrand, type MailContent } from '../../integrations/mail';
import { ONE_TIME_TOKEN_TTL_MS } from '../account';

// The emails of sign-up and password reset, in the brand of the user's organization.

const VERIFY_LINK_DAYS = ONE_TIME_TOKEN_TTL_MS['verify-email'] / 86_400_000;
const RESET_LINK_MINUTES = ONE_TIME_TOKEN_TTL_MS['reset-password'] / 60_000;

export function verificationMail(
  brand: MailBrand,
  input: { fullName: string; link: string },
  locale: Locale,
): MailContent {
  return composeMail(
    brand,
    {
      subject: 'Verify your email address',
      greeting: input.fullName,
      lines: ['Please confirm your email address by opening this link:'],
      link: input.link,
      closing: `The link works for ${VERIFY_LINK_DAYS} days. If you did not sign up for ${brand.name}, ignore this email.`,
    },
    locale,
  );
}

export function passwordResetMail(
  brand: MailBrand,
  input: { fullName: string; link: string },
  locale: Locale,
): MailContent {
  return composeMail(
    brand,
    {
      subject: 'Reset your password',
      greeting: input.fullName,
      lines: [
        `Someone asked to reset the password of your ${brand.name} account.`,
        'To choose a new one, open this link:',
      ],
      link: input.link,
      closing: `The link works for ${RESET_LINK_MINUTES} minutes and only once. If you did not ask for this, ignore this email: your password stays as it is.`,
    },
    locale,
  );
}
