import disposableDomains from 'disposable-email-domains';
import type { EmailStatus, EmailSubStatus } from '../../../common/email-quality';
import type { Dns } from '../../integrations/dns';

export type EmailVerdict = { status: EmailStatus; subStatus: EmailSubStatus | null };

// A maintained list of throwaway-mail domains (~120k), loaded once.
const DISPOSABLE = new Set<string>(disposableDomains as string[]);

// Shared mailboxes rather than a person: allowed, but flagged (outreach treats them differently).
const ROLE_ACCOUNTS = new Set([
  'abuse',
  'admin',
  'billing',
  'contact',
  'help',
  'info',
  'marketing',
  'no-reply',
  'noreply',
  'office',
  'postmaster',
  'sales',
  'support',
  'webmaster',
]);

// Deliberately simple: one @, a dot-separated domain with a 2+ letter TLD, no spaces.
const EMAIL_SYNTAX = /^[^\s@]+@([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

/**
 * The email quality check run on every sign-up, in the vocabulary SPEC 5 uses (status and
 * sub-status); `isGenuineEmail` from common decides what the verdict means.
 */
export async function validateEmail(email: string, dns: Dns): Promise<EmailVerdict> {
  const address = email.trim().toLowerCase();
  if (!EMAIL_SYNTAX.test(address) || address.length > 254) {
    return { status: 'invalid', subStatus: 'failed_syntax_check' };
  }
  const [local, domain] = address.split('@');
  if (DISPOSABLE.has(domain)) return { status: 'do_not_mail', subStatus: 'disposable' };
  const mx = await dns.lookupMx(domain);
  if (mx.kind === 'none') return { status: 'invalid', subStatus: 'no_dns_entries' };
  if (ROLE_ACCOUNTS.has(local.split('+')[0]))
    return { status: 'do_not_mail', subStatus: 'role_based' };
  // Offline or a DNS failure proves nothing against the address: let the person sign up.
  if (mx.kind === 'unavailable') return { status: 'unknown', subStatus: 'exception_occurred' };
  return { status: 'valid', subStatus: null };
}
