// Every table of every module, for Drizzle's relational queries and for drizzle-kit.

import * as events from '../events/events.tables';
import * as idempotency from '../http/idempotency.tables';
import * as mail from '../integrations/mail/mail.tables';
import * as account from '../modules/account/account.tables';
import * as loginThrottle from '../modules/auth/login-throttle.tables';
import * as billing from '../modules/billing/billing.tables';
import * as campaigns from '../modules/campaigns/campaigns.tables';
import * as connect from '../modules/connect/connect.tables';
import * as content from '../modules/content/content.tables';
import * as discovery from '../modules/discovery/discovery.tables';
import * as lists from '../modules/lists/lists.tables';
import * as notifications from '../modules/notifications/notifications.tables';
import * as outreach from '../modules/outreach/outreach.tables';
import * as profiles from '../modules/profiles/profiles.tables';
import * as reports from '../modules/reports/reports.tables';
import * as support from '../modules/support/support.tables';
import * as system from '../modules/system/system.tables';
import * as webhooks from '../modules/webhooks/webhooks.tables';
import * as whitelabel from '../modules/whitelabel/whitelabel.tables';

export const schema = {
  ...system,
  ...account,
  ...billing,
  ...loginThrottle,
  ...discovery,
  ...profiles,
  ...lists,
  ...content,
  ...campaigns,
  ...reports,
  ...whitelabel,
  ...support,
  ...notifications,
  ...webhooks,
  ...outreach,
  ...connect,
  ...mail,
  ...idempotency,
  ...events,
};
