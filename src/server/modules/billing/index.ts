// Billing owns how an organization pays for its plan. With billing off (no Stripe key, the
// self-hosted default) the operator sets plans and the Billing calls say so; with a Stripe key
// organizations pay through Stripe and their plan follows Stripe's signed webhooks. The plan
// catalogue lives in the account module's plans.ts, its prices in price-book.ts. Partner
// referrals (visits, sign-ups, first payments) are recorded here too.
export { createBillingRepository } from './billing.repository';
export { billingRoutes } from './billing.routes';
export {
  type BillingService,
  billingOff,
  createBillingService,
  createStripeBilling,
  type StripeBilling,
} from './billing.service';
export { syncStripeCatalogue } from './catalogue-sync';
export { priceBookRate } from './price-book';
export { referralReportText } from './referrals';
export { createReferralsRepository } from './referrals.repository';
