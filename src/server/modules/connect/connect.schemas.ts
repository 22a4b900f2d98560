import { z } from 'zod';
import { CREATOR_PROVIDERS } from '../../integrations/creator-oauth';

const provider = z.enum(CREATOR_PROVIDERS);
const token = z.string().min(20).max(100).describe('The connect link token from /connect?token=');

export const createLinkBody = z.strictObject({
  profileId: z.uuid(),
  expiresInDays: z.number().int().min(1).max(90).default(30),
});

export const emailLinkBody = createLinkBody.extend({ email: z.email().max(254) });

export const bulkLinksBody = z
  .strictObject({
    listId: z.uuid().optional(),
    campaignId: z.uuid().optional(),
    expiresInDays: z.number().int().min(1).max(90).default(30),
    email: z
      .boolean()
      .default(false)
      .describe('Mail each creator with an email address among their contacts'),
  })
  .refine((body) => (body.listId === undefined) !== (body.campaignId === undefined), {
    message: 'Send either listId or campaignId',
    path: ['listId'],
  });

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

export const connectionSchema = z.object({
  id: z.string(),
  provider,
  via: z
    .enum(['oauth', 'aggregator'])
    .describe("oauth: the creator's own grant; aggregator: linked through the data aggregator"),
  accountName: z.string(),
  scopes: z.array(z.string()).describe('What the creator granted'),
  status: z
    .enum(['connected', 'expiring', 'lapsed'])
    .describe(
      'expiring: lapses within 7 days unless refreshed; lapsed: the creator must connect again',
    ),
  connectedAt: z.string(),
  expiresAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

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

export const linkParams = z.strictObject({ id: z.uuid() });

export const disconnectBody = z.strictObject({
  profileId: z.uuid(),
  provider,
  keepData: z.boolean().describe('false: the stories the account brought in are deleted too'),
});
export const disconnectSchema = z.object({
  disconnected: z.literal(true),
  removedContent: z.number(),
});

export const publicLinkQuery = z.strictObject({ token });
export const publicLinkSchema = z.object({
  creator: z.object({
    username: z.string(),
    platform: z.string(),
    fullName: z.string().nullable(),
  }),
  organization: z.object({ name: z.string() }),
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

export const authorizeBody = z.strictObject({ token, provider });
export const authorizeSchema = z.object({ authorizeUrl: z.string() });

export const callbackBody = z.strictObject({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
});
export const callbackSchema = z.object({
  provider,
  accountName: z.string(),
  scopes: z.array(z.string()),
  token: z.string().describe("The link's token, to go back to its page"),
});

export const creatorDisconnectBody = z.strictObject({
  token,
  provider,
  keepData: z.boolean(),
});
