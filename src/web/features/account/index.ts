// The account as the shell sees it: the signed-in user's profile, usage and the verify reminder.
// Pages are in pages.ts, which the router loads lazily.

export { type Allowance, canSpend, toAllowance } from './allowance';
export { accountKeys, type UsageEntry, useMe, useResendVerifyEmail, useUsage } from './api';
export { AllowanceNote, type SpendMetric } from './components/allowance-note';
export { OwnerOnly } from './components/owner-only';
export { SettingsSection } from './components/settings-section';
export { UsageList } from './components/usage-list';
export { VerifyEmailBanner } from './components/verify-email-banner';
export { JOB_ROLE_LABEL_KEYS } from './job-roles';
export { isUsageMetric, toUsageBar, type UsageMetric } from './usage';
export { useAllowance } from './use-allowance';
