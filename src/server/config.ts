import path from 'node:path';
import { z } from 'zod';
import { DATA_SOURCE_REFRESH_DAYS_DEFAULT } from '../common/api/data-sources';
import { stripEmpty } from '../common/strip-empty';
import { DEFAULT_MAX_LAG_MS } from './db/read-replicas';
import { MAILBOX_LEASE_MS } from './modules/outreach/mailbox-lease';

// The one place that reads process.env (STYLE.md): everything else receives a typed Config.

const optionalUrl = z.url().optional();
const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  /** A direct (session) connection for LISTEN when DATABASE_URL is a transaction-mode pooler. */
  DATABASE_LISTEN_URL: optionalUrl,
  /** Streaming replicas (comma-separated URLs) for bank searches, counts and report reads. */
  DATABASE_READ_URL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()))
    .optional(),
  /** A replica further behind the primary than this (ms) is not read from until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(600_000)
    .default(DEFAULT_MAX_LAG_MS),
  DEMO_PROFILES: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines when stdout is a terminal, JSON otherwise (see logger.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Reachbase <no-reply@localhost>'),
  /** Where contact-form tickets are mailed; unset: they are stored for `reachbase tickets`. */
  SUPPORT_EMAIL: z.email().optional(),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  ANALYTICS_HOST: optionalUrl,
  ANALYTICS_DOMAIN: z.string().optional(),
  CRISP_WEBSITE_ID: z.string().optional(),
  HELPSCOUT_BEACON_ID: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Google's signing keys; tests point this at a local JWKS server with keys they generate. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** With GOOGLE_CLIENT_ID: creators connect their YouTube channel (docs/connect.md). */
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** An Instagram app (Instagram API with Instagram Login): creators connect Instagram. */
  INSTAGRAM_APP_ID: z.string().optional(),
  INSTAGRAM_APP_SECRET: z.string().optional(),
  /** A TikTok app (Login Kit): creators connect TikTok. */
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  /** A creator-data aggregator (Phyllo API): `PUT thirdparty-connect` links its accounts. */
  SOCIAL_AGGREGATOR_CLIENT_ID: z.string().optional(),
  SOCIAL_AGGREGATOR_CLIENT_SECRET: z.string().optional(),
  SOCIAL_AGGREGATOR_URL: z.url().default('https://api.getphyllo.com'),
  /** Ask every connect provider at `{this}/{host}/{path}`; tests point it at a local server. */
  CONNECT_PROVIDER_BASE_URL: optionalUrl,
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /**
   * Which proxies to believe about the client address (X-Forwarded-For): unset trusts none,
   * `true` every hop, a number that many hops, or comma-separated addresses/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  /** YouTube Data API v3 key: enables the youtube provider (`reachbase fetch-youtube`). */
  YOUTUBE_API_KEY: z.string().optional(),
  /** Where the YouTube Data API answers; tests point this at a local server. */
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  /**
   * Install-wide keys of the data sources (docs/data-sources.md): every organization without a
   * key of its own uses these; an organization's own key wins.
   */
  MODASH_API_KEY: z.string().optional(),
  INSIGHTIQ_CLIENT_ID: z.string().optional(),
  INSIGHTIQ_CLIENT_SECRET: z.string().optional(),
  INSTAGRAM_ACCESS_TOKEN: z.string().optional(),
  /** Where each data source answers; tests point these at local stand-ins. */
  MODASH_API_BASE_URL: z.url().default('https://api.modash.io/v1'),
  INSIGHTIQ_API_BASE_URL: z.url().default('https://api.insightiq.ai'),
  INSTAGRAM_GRAPH_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** Days a creator fetched from a data source is served from the bank before it is fetched again. */
  DATA_SOURCE_REFRESH_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DATA_SOURCE_REFRESH_DAYS_DEFAULT),
  /** Bitly access token: new campaign links are also shortened at Bitly (optional). */
  BITLY_TOKEN: z.string().optional(),
  /** Where the Bitly API v4 answers; tests point this at a local server. */
  BITLY_API_BASE_URL: z.url().default('https://api-ssl.bitly.com/v4'),
  /**
   * Key material for secrets kept for users (white-label sender credentials): at least 32
   * characters. Unset: a random key kept in the database's installation state.
   */
  SECRETS_KEY: z.string().min(32).optional(),
  /** Comma-separated DNS servers (`ip` or `ip:port`) for domain checks; unset: the system's. */
  DNS_SERVERS: z.string().default(''),
  /** Comma-separated CIDRs that outbound fetches may reach although private (tests, intranets). */
  OUTBOUND_ALLOW_CIDRS: z.string().default(''),
  /** Stripe secret key: turns billing on (docs/billing.md). Unset: plans are set by the operator. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint; required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** A Stripe coupon id: the offer banner offers it to owners, once each (docs/billing.md). */
  BILLING_OFFER_COUPON: z.string().min(1).optional(),
  /** A header the trusted proxy sets to the client's country (CF-IPCountry); unset: none. */
  COUNTRY_HEADER: z.string().optional(),
  /** Where the Stripe API answers; tests point this at a local server. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** How long a webhook receiver may take to answer before the attempt counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The pause between two outreach messages of one mailbox, a random value in MIN-MAX ms. */
  OUTREACH_JITTER_MS: z
    .string()
    .regex(/^\d+(-\d+)?$/, 'a number of milliseconds or a range MIN-MAX')
    .default('2000-6000'),
  /** How often each inbox is read besides its IDLE watch (which sees new mail at once). */
  OUTREACH_INBOX_POLL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /**
   * Tests only: `after-commit:<route>` kills this process (SIGKILL) once a keyed POST to that
   * route (e.g. /api/v1/customer/campaign) has committed and before it answers.
   */
  FAULT_INJECT: z
    .string()
    .regex(
      /^after-commit:\/\S+$/,
      'after-commit:<route>, e.g. after-commit:/api/v1/customer/campaign',
    )
    .optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (FOO=) means unset, as in most twelve-factor tools.
  const parsed = envSchema.safeParse(stripEmpty({ ...env }));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.STORAGE === 's3' && !(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  if (e.DATABASE_READ_URL?.length && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL (replicas are of a PostgreSQL server)',
    );
  }
  // A pause as long as the mailbox lease lets another worker take the mailbox mid-batch.
  if (jitterRange(e.OUTREACH_JITTER_MS)[1] >= MAILBOX_LEASE_MS) {
    throw new Error(
      `Invalid configuration:\n  OUTREACH_JITTER_MS: at most ${MAILBOX_LEASE_MS - 1} ms (a pause between two messages must stay below the ${MAILBOX_LEASE_MS / 1000} s mailbox lease)`,
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (plans change only from signed webhooks)',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres' as const,
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          listenUrl: e.DATABASE_LISTEN_URL,
          readUrls: e.DATABASE_READ_URL ?? [],
          readMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
        }
      : { kind: 'pglite' as const, dir: path.join(dataDir, 'pglite') },
    demoProfiles: e.DEMO_PROFILES,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL ?? null,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'disk' as const, dir: path.join(dataDir, 'files') },
    mediaCacheDir: path.join(dataDir, 'cache', 'images'),
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          jwksUrl: e.GOOGLE_JWKS_URL,
          issuers: ['https://accounts.google.com', 'accounts.google.com'],
        }
      : null,
    youtube: e.YOUTUBE_API_KEY
      ? { apiKey: e.YOUTUBE_API_KEY, baseUrl: e.YOUTUBE_API_BASE_URL }
      : null,
    creatorOAuth: {
      instagram: credentials(e.INSTAGRAM_APP_ID, e.INSTAGRAM_APP_SECRET),
      youtube: credentials(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      tiktok: credentials(e.TIKTOK_CLIENT_KEY, e.TIKTOK_CLIENT_SECRET),
      baseUrl: e.CONNECT_PROVIDER_BASE_URL ?? null,
    },
    aggregator:
      e.SOCIAL_AGGREGATOR_CLIENT_ID && e.SOCIAL_AGGREGATOR_CLIENT_SECRET
        ? {
            baseUrl: e.SOCIAL_AGGREGATOR_URL,
            clientId: e.SOCIAL_AGGREGATOR_CLIENT_ID,
            clientSecret: e.SOCIAL_AGGREGATOR_CLIENT_SECRET,
          }
        : null,
    dataSources: {
      refreshDays: e.DATA_SOURCE_REFRESH_DAYS,
      /** Keys set by the operator for the whole install, in the form each source's key takes. */
      installKeys: {
        modash: e.MODASH_API_KEY ?? null,
        insightiq:
          e.INSIGHTIQ_CLIENT_ID && e.INSIGHTIQ_CLIENT_SECRET
            ? `${e.INSIGHTIQ_CLIENT_ID}:${e.INSIGHTIQ_CLIENT_SECRET}`
            : null,
        instagram: e.INSTAGRAM_ACCESS_TOKEN ?? null,
      },
      baseUrls: {
        modash: e.MODASH_API_BASE_URL,
        insightiq: e.INSIGHTIQ_API_BASE_URL,
        instagram: e.INSTAGRAM_GRAPH_BASE_URL,
      },
    },
    bitly: e.BITLY_TOKEN ? { token: e.BITLY_TOKEN, baseUrl: e.BITLY_API_BASE_URL } : null,
    outbound: {
      allowCidrs: e.OUTBOUND_ALLOW_CIDRS.split(',')
        .map((cidr) => cidr.trim())
        .filter(Boolean),
    },
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    outreach: {
      jitterMs: jitterRange(e.OUTREACH_JITTER_MS),
      inboxPollMs: e.OUTREACH_INBOX_POLL_MS,
    },
    countryHeader: e.COUNTRY_HEADER?.toLowerCase() ?? null,
    faultInject: { crashAfterCommit: e.FAULT_INJECT?.slice('after-commit:'.length) ?? null },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
            offerCoupon: e.BILLING_OFFER_COUPON ?? null,
          }
        : null,
    secretsKey: e.SECRETS_KEY ?? null,
    dnsServers: e.DNS_SERVERS.split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    web: {
      distDir: path.resolve(e.WEB_DIST_DIR),
      analytics:
        e.ANALYTICS_HOST && e.ANALYTICS_DOMAIN
          ? { provider: 'plausible' as const, host: e.ANALYTICS_HOST, domain: e.ANALYTICS_DOMAIN }
          : null,
      chat: e.CRISP_WEBSITE_ID
        ? { provider: 'crisp' as const, websiteId: e.CRISP_WEBSITE_ID }
        : null,
      helpBeacon: e.HELPSCOUT_BEACON_ID
        ? { provider: 'helpscout' as const, beaconId: e.HELPSCOUT_BEACON_ID }
        : null,
      googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    },
  };
}

/** Fastify's trustProxy: false unless configured, since a forged X-Forwarded-For defeats rate limits. */
function parseTrustProxy(
  value: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** "2000-6000" → [2000, 6000]; "0" → [0, 0]. */
function jitterRange(value: string): [number, number] {
  const [min, max = min] = value.split('-').map(Number);
  return [Math.min(min, max), Math.max(min, max)];
}

/** An OAuth app's credentials, when both halves are set. */
function credentials(clientId: string | undefined, clientSecret: string | undefined) {
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}
