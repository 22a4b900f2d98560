import type { MailBrandFor } from '../integrations/mail';
import { createStripeClient } from '../integrations/stripe';
import {
  createAccountService,
  createCallerResolver,
  createOneTimeTokens,
  createSessionStore,
  createUsageService,
} from '../modules/account';
import { createAuthService } from '../modules/auth';
import {
  createBillingRepository,
  createBillingService,
  createReferralsRepository,
  createStripeBilling,
} from '../modules/billing';
import type { Platform } from './platform';

/** Who signs in and how: sessions, sign-in, the account, its plan's usage and its billing. */
export function createAccountServices(platform: Platform, deps: { mailBrand: MailBrandFor }) {
  const { config, database, db, mailer, logger } = platform;
  const { mailBrand } = deps;
  const usage = createUsageService(db);
  const referrals = createReferralsRepository(db);
  const billing = createBillingService({
    referrals,
    stripe: config.stripe
      ? createStripeBilling({
          db,
          repository: createBillingRepository(db),
          stripe: createStripeClient(config.stripe),
          webhookSecret: config.stripe.webhookSecret,
          offerCoupon: config.stripe.offerCoupon,
          referrals,
          publicUrl: config.publicUrl,
          mailer,
          mailBrand,
          logger,
        })
      : null,
  });
  const resolveCaller = createCallerResolver(database);
  const sessions = createSessionStore(db);
  const oneTimeTokens = createOneTimeTokens(db);
  const auth = createAuthService({
    db,
    config,
    sessions,
    oneTimeTokens,
    mailer,
    mailBrand,
    dns: platform.dns,
    jobs: platform.jobs,
    logger,
  });
  const account = createAccountService({ db, usage, sessions, oneTimeTokens, mailer, mailBrand });
  return { usage, billing, resolveCaller, sessions, oneTimeTokens, auth, account };
}
