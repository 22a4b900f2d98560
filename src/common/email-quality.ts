// Verdicts of the email validation provider (ZeroBounce vocabulary) as stored on the user.

export const EMAIL_STATUSES = [
  'valid',
  'invalid',
  'catch-all',
  'unknown',
  'spamtrap',
  'abuse',
  'do_not_mail',
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_SUB_STATUSES = [
  'alias_address',
  'antispam_system',
  'abuse',
  'accept_all',
  'alternate',
  'allowed',
  'blocked',
  'bot',
  'disposable',
  'does_not_accept_mail',
  'exception_occurred',
  'failed_smtp_connection',
  'failed_syntax_check',
  'forcible_disconnect',
  'global_suppression',
  'gold',
  'greylisted',
  'leading_period_removed',
  'mail_server_did_not_respond',
  'mail_server_temporary_error',
  'mailbox_not_found',
  'mailbox_quota_exceeded',
  'mx_forward',
  'no_dns_entries',
  'possible_trap',
  'possible_typo',
  'role_based',
  'role_based_accept_all',
  'role_based_catch_all',
  'spamtrap',
  'timeout_exceeded',
  'toxic',
  'unroutable_ip_address',
] as const;
export type EmailSubStatus = (typeof EMAIL_SUB_STATUSES)[number];

/** Sub-statuses of 'do_not_mail' that mean nobody real reads the mailbox. */
export const NOT_GENUINE_SUB_STATUSES = [
  'disposable',
  'toxic',
  'spamtrap',
  'abuse',
  'bot',
] as const satisfies readonly EmailSubStatus[];

export type EmailValidation = {
  status?: EmailStatus | null;
  subStatus?: EmailSubStatus | '' | null;
};

const notGenuineSubStatuses: ReadonlySet<string> = new Set(NOT_GENUINE_SUB_STATUSES);

/**
 * SPEC 5: an email is not genuine when invalid, or do_not_mail for a disposable, toxic, spamtrap,
 * abuse or bot reason. Anything else, including a missing verdict (not validated yet), counts as
 * genuine: only an explicit bad verdict may hold a user back. Values match exactly, as the
 * provider sends them (lowercase).
 */
export function isGenuineEmail({ status, subStatus }: EmailValidation): boolean {
  if (status === 'invalid') return false;
  if (status === 'do_not_mail' && subStatus && notGenuineSubStatuses.has(subStatus)) return false;
  return true;
}
