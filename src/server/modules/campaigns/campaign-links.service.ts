import { createHmac, randomBytes } from 'node:crypto';
import type { AddLinkInput, CampaignClicksDto, LinkDto } from '../../../common/api/campaign-links';
import { slugify } from '../../../common/slug';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { Caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { installationSecret, type SecretStore } from '../system';
import {
  type CampaignLinkRow,
  type ClickCounts,
  createCampaignLinksRepository,
} from './campaign-links.repository';
import { CAMPAIGN_TEXT } from './campaigns.text';

export const LINK_CODE_LENGTH = 7;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_ATTEMPTS = 8;
/** Where the per-installation key of visitor hashes lives in system_state. */
export const VISITOR_SECRET_KEY = 'campaignLinks.visitorHashSecret';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

/**
 * Clients that are not a person clicking: search and social crawlers, the link-preview fetchers of
 * chat apps (a link pasted in Slack or WhatsApp is fetched once per chat, not per reader),
 * headless browsers and command-line/HTTP libraries. No maintained list (isbot) is installed, so
 * this is our own: `bot` covers Googlebot, bingbot, Slackbot, Twitterbot, TelegramBot, Discordbot,
 * LinkedInBot, Applebot, redditbot and most others (not the "CUBOT" phone brand). curl, wget and
 * HTTP libraries count as bots: people click in a browser, scripts and uptime checks use these.
 * An empty user agent is a bot too: every browser sends one.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|skypeuripreview|embedly|iframely|vkshare|pinterest|quora link preview|bitlypreview|outbrain|google-inspectiontool|headlesschrome|phantomjs|lighthouse|preview|curl\/|wget\/|python-|go-http-client|node-fetch|undici|axios\/|okhttp\/|java\/|libwww|httpclient|scrapy/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT_USER_AGENT.test(ua);
}

/** Shortens a URL at an outside service (the optional Bitly adapter). */
export type LinkShortener = { shorten(url: string): Promise<string> };

export type CampaignLinksDeps = {
  db: Database;
  /** Our origin, without a trailing slash: short links are `${publicUrl}/l/{code}`. */
  publicUrl: string;
  /** Where the installation's visitor-hash key is kept (system_state). */
  secrets: SecretStore;
  /**
   * Key of the visitor hashes. Unset: a random key created once per installation and kept in
   * `secrets`, so unique counts hold across restarts and processes.
   */
  secret?: string;
  /** When set (BITLY_TOKEN), each new link is also shortened there; a failure keeps the link. */
  shortener?: LinkShortener | null;
  logger?: { warn(details: object, message: string): void };
};

export type ClickInput = {
  code: string;
  /** Only hashed, with the day and user agent; never stored. */
  ip: string;
  userAgent: string | null | undefined;
  now?: Date;
};

/** 7 base62 characters from the CSPRNG, without modulo bias (bytes of 248 and above are redrawn). */
export function generateLinkCode(): string {
  let code = '';
  while (code.length < LINK_CODE_LENGTH) {
    for (const byte of randomBytes(LINK_CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < LINK_CODE_LENGTH) code += BASE62[byte % 62];
    }
  }
  return code;
}

/**
 * The destination with our UTM parameters: any utm_source/medium/campaign/content already in it is
 * replaced (other parameters, utm_term included, are kept).
 */
export function withUtm(
  destination: string,
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>,
) {
  const url = new URL(destination);
  for (const key of UTM_KEYS) url.searchParams.delete(key);
  for (const key of UTM_KEYS) {
    const value = utm[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Tracked links of campaigns (SPEC 3): each influencer's short link /l/{code} to the campaign's
 * destination with UTM tags, and the clicks on it, counted per day: total (people), unique
 * visitors (a daily keyed hash of address and user agent, never the address) and bots apart.
 */
export function createCampaignLinksService(deps: CampaignLinksDeps) {
  const repository = createCampaignLinksRepository(deps.db);
  const visitorSecret = deps.secret
    ? () => Promise.resolve(deps.secret as string)
    : installationSecret(deps.secrets, VISITOR_SECRET_KEY);

  const shortUrlOf = (code: string) => `${deps.publicUrl}/l/${code}`;

  function toDto(link: CampaignLinkRow, clicks: ClickCounts): LinkDto {
    return {
      _id: link.id,
      code: link.code,
      shortUrl: shortUrlOf(link.code),
      targetUrl: link.targetUrl,
      label: link.label,
      profileId: link.profileId,
      bitlyUrl: link.bitlyUrl,
      clicks,
      createdAt: link.createdAt.toISOString(),
    };
  }

  async function campaignOf(orgId: string, campaignId: string) {
    const campaign = isUuid(campaignId) ? await repository.findCampaign(orgId, campaignId) : null;
    if (!campaign) throw notFound(THING.campaign, campaignId);
    return campaign;
  }

  async function shortenAtBitly(link: CampaignLinkRow): Promise<CampaignLinkRow> {
    if (!deps.shortener) return link;
    try {
      // Bitly points at our redirect, so its clicks are counted here too.
      const bitlyUrl = await deps.shortener.shorten(shortUrlOf(link.code));
      return (await repository.setBitlyUrl(link.orgId, link.id, bitlyUrl)) ?? link;
    } catch (error) {
      deps.logger?.warn({ err: error, linkId: link.id }, 'Bitly could not shorten a campaign link');
      return link;
    }
  }

  async function addLink(
    caller: Caller,
    campaignId: string,
    input: AddLinkInput,
  ): Promise<LinkDto> {
    const campaign = await campaignOf(caller.orgId, campaignId);
    const destination = input.destinationUrl ?? campaign.destinationUrl;
    if (!destination) throw badRequest(CAMPAIGN_TEXT.noDestinationUrl, 'destinationUrl');
    let username: string | null = null;
    if (input.profileId) {
      const profile = await repository.findTrackedProfile(caller.orgId, input.profileId);
      if (!profile) throw notFound(THING.profile, input.profileId);
      username = profile.username;
    }
    const targetUrl = withUtm(destination, {
      utm_source: input.utmSource ?? username ?? 'reachbase',
      utm_medium: input.utmMedium ?? 'influencer',
      utm_campaign: input.utmCampaign ?? (slugify(campaign.name) || 'campaign'),
      utm_content: input.utmContent ?? (input.label ? slugify(input.label) : undefined),
    });
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const link = await repository.insertLink(caller.orgId, {
        campaignId: campaign.id,
        profileId: input.profileId ?? null,
        code: generateLinkCode(),
        targetUrl,
        label: input.label ?? null,
      });
      if (link) return toDto(await shortenAtBitly(link), { total: 0, unique: 0, bots: 0 });
    }
    // 62^7 codes: eight collisions in a row mean something else is wrong.
    throw new Error('Could not draw a free link code');
  }

  async function removeLink(caller: Caller, campaignId: string, linkId: string): Promise<void> {
    await campaignOf(caller.orgId, campaignId);
    const removed =
      isUuid(linkId) && (await repository.deleteLink(caller.orgId, campaignId, linkId));
    if (!removed) throw notFound(THING.link, linkId);
  }

  async function linksOf(orgId: string, campaignId: string): Promise<LinkDto[]> {
    if (!isUuid(campaignId)) return [];
    const rows = await repository.linksWithClicks(orgId, campaignId);
    return rows.map(({ link, clicks }) => toDto(link, clicks));
  }

  async function clicksOf(orgId: string, campaignId: string): Promise<CampaignClicksDto> {
    if (!isUuid(campaignId)) {
      return { days: [], links: [], totals: { total: 0, unique: 0, bots: 0 } };
    }
    const [days, links] = await Promise.all([
      repository.clicksByDay(orgId, campaignId),
      repository.linksWithClicks(orgId, campaignId),
    ]);
    const totals = days.reduce(
      (sum, d) => ({
        total: sum.total + d.total,
        unique: sum.unique + d.unique,
        bots: sum.bots + d.bots,
      }),
      { total: 0, unique: 0, bots: 0 },
    );
    return {
      days,
      links: links.map(({ link, clicks }) => ({ linkId: link.id, code: link.code, clicks })),
      totals,
    };
  }

  /** Counts one click on /l/{code} and answers where to send it, or null for an unknown code. */
  async function recordClick(input: ClickInput): Promise<string | null> {
    if (!/^[0-9A-Za-z]{1,32}$/.test(input.code)) return null;
    const link = await repository.findLinkByCode(input.code);
    if (!link) return null;
    const day = utcDay(input.now ?? new Date());
    if (isBotUserAgent(input.userAgent)) {
      await repository.countClick(link.id, day, { total: 0, unique: 0, bots: 1 });
      return link.targetUrl;
    }
    // The day is part of the hash: the same person is a new unique visitor tomorrow, and the
    // hashes of two days cannot be matched to follow someone.
    const visitorHash = createHmac('sha256', await visitorSecret())
      .update(`${day}\n${input.ip}\n${input.userAgent ?? ''}`)
      .digest('base64url');
    const firstToday = await repository.addVisitor(link.id, day, visitorHash);
    await repository.countClick(link.id, day, { total: 1, unique: firstToday ? 1 : 0, bots: 0 });
    return link.targetUrl;
  }

  return { addLink, removeLink, linksOf, clicksOf, recordClick };
}

export type CampaignLinksService = ReturnType<typeof createCampaignLinksService>;
