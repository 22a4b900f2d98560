import type { Locale } from '../../../common/locales';
import { composeMail, type MailBrand, type MailContent } from '../../integrations/mail';
import { ONE_TIME_TOKEN_TTL_MS } from '../account';
import { AUTH_TEXT } from './auth.text';

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
      subject: AUTH_TEXT.verifyMailSubject,
      greeting: input.fullName,
      lines: [AUTH_TEXT.verifyMailLine],
      link: input.link,
      closing: AUTH_TEXT.verifyMailClosing({ days: VERIFY_LINK_DAYS, product: brand.name }),
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
      subject: AUTH_TEXT.resetMailSubject,
      greeting: input.fullName,
      lines: [AUTH_TEXT.resetMailAsked({ product: brand.name }), AUTH_TEXT.resetMailOpenLink],
      link: input.link,
      closing: AUTH_TEXT.resetMailClosing({ minutes: RESET_LINK_MINUTES }),
    },
    locale,
  );
}
