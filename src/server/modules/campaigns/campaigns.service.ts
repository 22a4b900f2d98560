import type { FailedPostsDto } from '../../../common/api/campaign-content';
import type {
  CampaignDetailDto,
  CampaignsQuery,
  CreateCampaignInput,
  PublicCampaignDto,
  UpdateCampaignAction,
} from '../../../common/api/campaigns';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { Storage } from '../../integrations/storage';
import type { JobQueue } from '../../jobs/queue';
import type { UsageService } from '../account';
import type { ListsService } from '../lists';
import type { BrandingService } from '../whitelabel';
import { createCampaignActions } from './campaign-actions';
import { CAMPAIGN_ACTIVITY_TEXT } from './campaign-activity.text';
import { createCampaignFilesService } from './campaign-files.service';
import { createCampaignInvoicesService } from './campaign-invoices.service';
import type { AddressPolicy } from './campaign-post-url';
import { createCampaignPostsService, type SocialDataSources } from './campaign-posts.service';
import { campaignResultsOf, EMV_CENTS, publicResultsOf, spendByCurrency } from './campaign-results';
import { type CampaignLinksPort, createActivityLog } from './campaign-support';
import {
  failureReasonIn,
  paymentTotals,
  toActivityDto,
  toCampaignDto,
  toCardDto,
  toFileDto,
  toInfluencerDealDto,
  toPaymentDto,
  toPostDto,
  toPostDtoIn,
} from './campaigns.dto';
import {
  createCampaignsRepository,
  type PaymentRow,
  type ProfileCard,
} from './campaigns.repository';
import type { CampaignPostRow, CampaignRow } from './campaigns.tables';

export type CampaignsDeps = {
  db: Database;
  usage: UsageService;
  lists: Pick<ListsService, 'items'>;
  links: CampaignLinksPort;
  storage: Storage;
  /** The organization's white-label: where its links point and how its public pages look. */
  branding: Pick<BrandingService, 'appUrlForOrg' | 'brandingForOrg'>;
  jobs: () => JobQueue | null;
  /** Where the metrics of a post added by URL come from. */
  socialData: SocialDataSources;
  /** The outbound guard's address rules: post URLs to private addresses are refused. */
  addressPolicy: AddressPolicy;
};

/** Only tracked posts have metrics; pending and failed ones wait for or lack them. */
const measured = (posts: CampaignPostRow[]): CampaignPostRow[] =>
  posts.filter((p) => p.state === 'tracked');

/** The one computation behind the results tab and the public page (campaign-results.ts). */
function resultsOfCampaign(
  campaign: CampaignRow,
  influencers: { profileId: string; card: ProfileCard }[],
  posts: CampaignPostRow[],
  links: { profileId: string | null; clicks: { total: number } }[],
  payments: PaymentRow[],
) {
  return campaignResultsOf({
    posts: measured(posts).map(toPostDto),
    influencers: influencers.map((row) => ({
      profileId: row.profileId,
      followers: toCardDto(row.card).followers,
    })),
    links,
    payments,
    currency: campaign.currency,
  });
}

/**
 * Campaigns (SPEC 3, 7; issue #6): CRUD, the PUT actions (campaign-actions.ts), the detail with
 * results, and the public report page. Every method takes the caller; the organization always
 * comes from there, and another organization's id is answered 404 like a missing one.
 */
export function createCampaignsService(deps: CampaignsDeps) {
  const repository = createCampaignsRepository(deps.db);
  const log = createActivityLog(repository);

  async function getCampaignOrThrow(orgId: string, campaignId: string): Promise<CampaignRow> {
    const campaign = await repository.findCampaign(orgId, campaignId);
    if (!campaign) throw notFound(THING.campaign, campaignId);
    return campaign;
  }

  const actions = createCampaignActions({
    db: deps.db,
    repository,
    lists: deps.lists,
    links: deps.links,
    log,
    appUrl: deps.branding.appUrlForOrg,
    storage: deps.storage,
  });

  /** The campaign with everything in it; the lines the product wrote said in `locale`. */
  async function detail(campaign: CampaignRow, locale: Locale): Promise<CampaignDetailDto> {
    const { orgId, id } = campaign;
    const [influencers, posts, payments, activities, files, links, clicks, appUrl] =
      await Promise.all([
        repository.influencersOf(orgId, id),
        repository.postsOf(orgId, id),
        repository.paymentsOf(orgId, [id]),
        repository.activitiesOf(orgId, id),
        repository.filesOf(orgId, id),
        deps.links.linksOf(orgId, id),
        deps.links.clicksOf(orgId, id),
        deps.branding.appUrlForOrg(orgId),
      ]);
    const { results, ofInfluencer } = resultsOfCampaign(
      campaign,
      influencers,
      posts,
      links,
      payments,
    );
    return {
      ...toCampaignDto(campaign, appUrl),
      influencers: influencers.map((row) => ({
        ...toCardDto(row.card),
        ...toInfluencerDealDto(row),
        results: ofInfluencer(row.profileId),
      })),
      posts: posts.filter((p) => p.kind === 'post').map(toPostDtoIn(locale)),
      stories: posts.filter((p) => p.kind === 'story').map(toPostDtoIn(locale)),
      links,
      clicks,
      payments: { items: payments.map(toPaymentDto), totals: paymentTotals(payments) },
      activities: activities.map((activity) => toActivityDto(activity, locale)),
      files: files.map(toFileDto),
      results,
    };
  }

  const posts = createCampaignPostsService({
    db: deps.db,
    repository,
    getCampaignOrThrow,
    log,
    jobs: deps.jobs,
    socialData: deps.socialData,
    addressPolicy: deps.addressPolicy,
  });
  const files = createCampaignFilesService({
    repository,
    getCampaignOrThrow,
    log,
    storage: deps.storage,
  });
  const invoices = createCampaignInvoicesService({ repository, log, storage: deps.storage });

  return {
    /** Posts added by URL, their retry and delete, and the fetch job. */
    posts,
    /** Uploaded and linked files (briefs, UGC). */
    files,
    /** The invoices attached to payments. */
    invoices,
    jobDefinitions: () => posts.jobDefinitions(),

    /** Spends one of the plan's `campaigns` (423 LimitExceeded), given back on delete. */
    async create(caller: Caller, input: CreateCampaignInput) {
      await deps.usage.consumeFor(caller, 'campaigns');
      try {
        const campaign = await repository.insertCampaign({
          orgId: caller.orgId,
          name: input.name,
          description: input.description ?? null,
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
          budgetMinor: input.budgetMinor ?? null,
          currency: input.currency ?? 'USD',
          destinationUrl: input.destinationUrl ?? null,
          createdBy: caller.userId,
        });
        await log(
          caller,
          campaign.id,
          'created',
          CAMPAIGN_ACTIVITY_TEXT.created({ name: campaign.name }),
        );
        return detail(campaign, caller.locale ?? 'en');
      } catch (error) {
        await deps.usage.release(caller.orgId, 'campaigns');
        throw error;
      }
    },

    async list(caller: Caller, query: CampaignsQuery) {
      const { rows, total } = await repository.listCampaigns(caller.orgId, query);
      const ids = rows.map((r) => r.id);
      const [totals, payments, clicks, appUrl] = await Promise.all([
        repository.totalsOf(caller.orgId, ids),
        repository.paymentsOf(caller.orgId, ids),
        Promise.all(ids.map((id) => deps.links.clicksOf(caller.orgId, id))),
        deps.branding.appUrlForOrg(caller.orgId),
      ]);
      return {
        items: rows.map((row, i) => {
          const t = totals[i];
          return {
            ...toCampaignDto(row, appUrl),
            totals: {
              influencers: t.influencers,
              posts: t.posts,
              stories: t.stories,
              clicks: clicks[i].totals.total,
              spend: spendByCurrency(payments.filter((p) => p.campaignId === row.id)),
              views: t.views,
              engagements: t.engagements,
            },
          };
        }),
        total,
        page: query.page,
        limit: query.limit,
        hasMore: query.page * query.limit < total,
      };
    },

    async get(caller: Caller, campaignId: string) {
      return detail(await getCampaignOrThrow(caller.orgId, campaignId), caller.locale ?? 'en');
    },

    /** For the dashboard: post URLs whose metrics could not be read, to retry or delete. */
    async failedPosts(caller: Caller, limit: number): Promise<FailedPostsDto> {
      const { rows, total } = await repository.failedPosts(caller.orgId, limit);
      return {
        total,
        items: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          url: row.url,
          failureReason: failureReasonIn(row, caller.locale ?? 'en'),
          failedAt: row.updatedAt.toISOString(),
          campaignId: row.campaignId,
          campaignName: row.campaignName,
          platform_username: row.username,
        })),
      };
    },

    /** For content's campaignId: only the organization's own campaigns count. */
    async campaignExists(orgId: string, campaignId: string): Promise<boolean> {
      return (await repository.findCampaign(orgId, campaignId)) !== null;
    },

    /** Removes the campaign with everything in it, its stored files too; gives a campaign back. */
    async remove(caller: Caller, campaignId: string): Promise<void> {
      const campaign = await getCampaignOrThrow(caller.orgId, campaignId);
      const [files, payments] = await Promise.all([
        repository.filesOf(caller.orgId, campaign.id),
        repository.paymentsOf(caller.orgId, [campaign.id]),
      ]);
      if (!(await repository.deleteCampaign(caller.orgId, campaign.id))) {
        throw notFound(THING.campaign, campaignId);
      }
      await deps.usage.release(caller.orgId, 'campaigns');
      const storedKeys = [
        ...files.map((file) => file.storageKey),
        ...payments.map((payment) => payment.invoiceKey),
      ];
      for (const key of storedKeys) {
        if (key) await deps.storage.delete(key);
      }
    },

    /** One named method per action (campaign-actions.ts); answers the campaign after it. */
    async update(caller: Caller, campaignId: string, input: UpdateCampaignAction) {
      const campaign = await getCampaignOrThrow(caller.orgId, campaignId);
      const extra = await actions.run(caller, campaign, input);
      const after = await getCampaignOrThrow(caller.orgId, campaignId);
      return { ...(await detail(after, caller.locale ?? 'en')), ...extra };
    },

    /** The public report: no payments, fees, notes, files or ids; 404 unless sharing is on. */
    async publicCampaign(slug: string): Promise<PublicCampaignDto> {
      const campaign = await repository.findBySlug(slug);
      if (!campaign || campaign.shareDisabledAt) throw notFound(THING.campaign, slug);
      const { orgId, id } = campaign;
      const [influencers, posts, links, branding] = await Promise.all([
        repository.influencersOf(orgId, id),
        repository.postsOf(orgId, id),
        deps.links.linksOf(orgId, id),
        deps.branding.brandingForOrg(orgId),
      ]);
      const tracked = measured(posts);
      const clicks = links.reduce((n, l) => n + l.clicks.total, 0);
      // The results tab's own computation, without payments (the page shows no costs).
      const { results, ofInfluencer } = resultsOfCampaign(campaign, influencers, posts, links, []);
      // The serializer drops every field the public schema does not name (ids, who added it).
      const toPublicPost = (p: CampaignPostRow) => toPostDto(p);
      return {
        name: campaign.name,
        description: campaign.description,
        startsOn: campaign.startsOn,
        endsOn: campaign.endsOn,
        influencers: influencers.map((row) => {
          const card = toCardDto(row.card);
          return {
            platform: card.platform,
            platform_username: card.platform_username,
            fullName: card.fullName,
            avatarUrl: card.avatarUrl,
            followers: card.followers,
            isDemo: card.isDemo,
            results: publicResultsOf(ofInfluencer(row.profileId)),
          };
        }),
        posts: tracked.filter((p) => p.kind === 'post').map(toPublicPost),
        stories: tracked.filter((p) => p.kind === 'story').map(toPublicPost),
        clicks,
        results: publicResultsOf(results),
        branding,
      };
    },

    /** The per-action values behind EMV, in USD (docs/campaigns.md). */
    mediaEngagementValue() {
      const values = Object.fromEntries(
        Object.entries(EMV_CENTS).map(([action, cents]) => [action, cents / 100]),
      ) as Record<keyof typeof EMV_CENTS, number>;
      return { currency: 'USD' as const, values };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
