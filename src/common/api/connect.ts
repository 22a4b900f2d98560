import { z } from 'zod';
import { brandingSchema } from './branding';

// The API contract of creator self-connect: the member side (/customer/connect*,
// /customer/disconnect, /customer/thirdparty-connect) and the creator's public side
// (/public/connect/*). The server validates and documents it with these schemas, the web derives
// its types and option lists from them.

/** The providers a creator can connect their own account at (OAuth apps of the operator). */
export const CREATOR_PROVIDERS = ['instagram', 'youtube', 'tiktok'] as const;
export type CreatorProvider = (typeof CREATOR_PROVIDERS)[number];
/** oauth: the creator's own grant; aggregator: linked through the data aggregator. */
export const CONNECTION_VIAS = ['oauth', 'aggregator'] as const;
export const CONNECTION_STATUSES = ['connected', 'expiring', 'lapsed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
/** A connect link lives this many days unless the member picks another lifetime. */
export const LINK_DAYS_DEFAULT = 30;
export const LINK_DAYS_MAX = 90;

const provider = z.enum(CREATOR_PROVIDERS);
const token = z.string().min(20).max(100).describe('The connect link token from /connect?token=');

export const createLinkBody = z.strictObject({
  profileId: z.uuid(),
  expiresInDays: z.number().int().min(1).max(LINK_DAYS_MAX).default(LINK_DAYS_DEFAULT),
});

export const emailLinkBody = createLinkBody.extend({ email: z.email().max(254) });
export type EmailLinkInput = z.input<typeof emailLinkBody>;

export const bulkLinksBody = z
  .strictObject({
    listId: z.uuid().optional(),
    campaignId: z.uuid().optional(),
    expiresInDays: z.number().int().min(1).max(LINK_DAYS_MAX).default(LINK_DAYS_DEFAULT),
    email: z
      .boolean()
      .default(false)
      .describe('Mail each creator with an email address among their contacts'),
  })
  .refine((body) => (body.listId === undefined) !== (body.campaignId === undefined), {
    message: 'validation.listOrCampaign',
    path: ['listId'],
  });
export type BulkLinksInput = z.input<typeof bulkLinksBody>;

export const bulkLinksSchema = z.object({
  links: z.array(
    z.object({
      profileId: z.string(),
      username: z.string(),
      platform: z.string(),
      url: z.string(),
      emailedTo: z.string().nullable(),
    }),
  ),
});
export type BulkLinksDto = z.infer<typeof bulkLinksSchema>;

export const linkSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  url: z
    .string()
    .nullable()
    .describe(
      'The link to give the creator; only in the answer that made it (only its hash is kept)',
    ),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type ConnectLinkDto = z.infer<typeof linkSchema>;

export const connectionSchema = z.object({
  id: z.string(),
  provider,
  via: z
    .enum(CONNECTION_VIAS)
    .describe("oauth: the creator's own grant; aggregator: linked through the data aggregator"),
  accountName: z.string(),
  scopes: z.array(z.string()).describe('What the creator granted'),
  status: z
    .enum(CONNECTION_STATUSES)
    .describe(
      'expiring: lapses within 7 days unless refreshed; lapsed: the creator must connect again',
    ),
  connectedAt: z.string(),
  expiresAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ConnectionDto = z.infer<typeof connectionSchema>;

export const thirdpartyConnectBody = z.strictObject({
  profileId: z.uuid(),
  accountId: z.string().trim().min(1).max(200).describe("The account's id at the data aggregator"),
});

export const statusQuery = z.strictObject({ profileId: z.uuid() });
export const statusSchema = z.object({
  link: linkSchema.nullable(),
  connections: z.array(connectionSchema),
  providers: z
    .array(provider)
    .describe('The providers this server has an app for: what the creator can connect'),
});
export type ConnectStatusDto = z.infer<typeof statusSchema>;

export const linkParams = z.strictObject({ id: z.uuid() });

export const disconnectBody = z.strictObject({
  profileId: z.uuid(),
  provider,
  keepData: z.boolean().describe('false: the stories the account brought in are deleted too'),
});
export type DisconnectInput = z.input<typeof disconnectBody>;
export const disconnectSchema = z.object({
  disconnected: z.literal(true),
  removedContent: z.number(),
});
export type DisconnectDto = z.infer<typeof disconnectSchema>;

export const publicLinkQuery = z.strictObject({ token });
export const publicLinkSchema = z.object({
  creator: z.object({
    username: z.string(),
    platform: z.string(),
    fullName: z.string().nullable(),
  }),
  organization: z.object({ name: z.string() }),
  branding: brandingSchema.describe(
    'The brand of the agency that made the link: the page wears it and offers no sign-up',
  ),
  expiresAt: z.string(),
  providers: z.array(
    z.object({
      provider,
      scopes: z.array(z.object({ scope: z.string(), why: z.string() })),
      connected: z.boolean(),
      accountName: z.string().nullable(),
    }),
  ),
});
export type PublicConnectLinkDto = z.infer<typeof publicLinkSchema>;

export const authorizeBody = z.strictObject({ token, provider });
export const authorizeSchema = z.object({ authorizeUrl: z.string() });
export type AuthorizeDto = z.infer<typeof authorizeSchema>;

export const callbackBody = z.strictObject({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});
export type CallbackInput = z.input<typeof callbackBody>;
export const callbackSchema = z.object({
  provider,
  accountName: z.string(),
  scopes: z.array(z.string()),
  token: z.string().describe("The link's token, to go back to its page"),
});
export type CallbackDto = z.infer<typeof callbackSchema>;

export const creatorDisconnectBody = z.strictObject({
  token,
  provider,
  keepData: z.boolean(),
});
export type CreatorDisconnectInput = z.input<typeof creatorDisconnectBody>;
