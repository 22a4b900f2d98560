import { randomBytes } from 'node:crypto';
import {
  type ActionOf,
  CAMPAIGN_STATUSES,
  INFLUENCER_STATUSES,
  type UpdateCampaignAction,
} from '../../../common/api/campaigns';
import { trimPostUrl } from '../../../common/post-url';
import { slugify } from '../../../common/slug';
import type { Database } from '../../db/client';
import { recordEvents } from '../../events';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import { money, type Part } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import type { Storage } from '../../integrations/storage';
import type { ListsService } from '../lists';
import {
  CAMPAIGN_ACTIVITY_TEXT,
  CAMPAIGN_STATUS_TEXT,
  CONTENT_KIND_TEXT,
  INFLUENCER_STATUS_TEXT,
  PAYMENT_STATUS_TEXT,
  UNKNOWN_INFLUENCER,
} from './campaign-activity.text';
import { parsePostUrl } from './campaign-post-url';
import { type ActivityLog, type CampaignLinksPort, isUniqueViolation } from './campaign-support';
import { publicCampaignUrl } from './campaigns.dto';
import {
  type CampaignsRepository,
  createCampaignsRepository,
  type NewPost,
  type PostPatch,
} from './campaigns.repository';
import type { CampaignRow, CampaignStatus, InfluencerStatus } from './campaigns.tables';
import { CAMPAIGN_TEXT } from './campaigns.text';

const SLUG_ATTEMPTS = 5;
/** What an action adds to the campaign it answers (addList's counts). */
export type ActionExtra = { added?: number; alreadyInCampaign?: number };

/**
 * The actions of PUT /customer/campaign/{id}, one named method each; every one writes an
 * activity entry. The campaign is already the caller's (the service checked it).
 */
export function createCampaignActions(deps: {
  db: Database;
  repository: CampaignsRepository;
  lists: Pick<ListsService, 'items'>;
  links: CampaignLinksPort;
  log: ActivityLog;
  /** Where the organization's clients open pages (its verified domain, else ours). */
  appUrl: (orgId: string) => Promise<string>;
  /** Where payment invoices are stored: removing a payment removes its invoice. */
  storage: Pick<Storage, 'delete'>;
}) {
  const { repository, log } = deps;

  async function assertTracked(orgId: string, profileId: string): Promise<void> {
    const [found] = await repository.trackedAmong(orgId, [profileId]);
    if (!found) throw notFound(THING.profile, profileId);
  }

  /** How a line names an influencer: the handle, or words of ours when the profile is gone. */
  async function nameOf(orgId: string, profileId: string): Promise<Part> {
    const card = await repository.cardOf(orgId, profileId);
    return card ? `@${card.username}` : UNKNOWN_INFLUENCER;
  }

  async function update(caller: Caller, campaign: CampaignRow, input: ActionOf<'update'>) {
    const { action: _action, ...patch } = input;
    const startsOn = patch.startsOn === undefined ? campaign.startsOn : patch.startsOn;
    const endsOn = patch.endsOn === undefined ? campaign.endsOn : patch.endsOn;
    if (startsOn && endsOn && startsOn > endsOn) {
      throw badRequest(CAMPAIGN_TEXT.endsBeforeStarts, 'endsOn');
    }
    await repository.updateCampaign(caller.orgId, campaign.id, patch);
    const fields = Object.keys(patch).join(', ');
    await log(
      caller,
      campaign.id,
      'update',
      fields ? CAMPAIGN_ACTIVITY_TEXT.updated({ fields }) : CAMPAIGN_ACTIVITY_TEXT.updatedNothing,
    );
  }

  /** The influencers and their events (campaign.influencer_added) commit together. */
  function insertInfluencers(caller: Caller, campaign: CampaignRow, profileIds: string[]) {
    return deps.db.transaction(async (tx) => {
      const added = await createCampaignsRepository(tx).insertInfluencers(
        caller.orgId,
        campaign.id,
        profileIds,
      );
      await recordEvents(
        tx,
        caller.orgId,
        'campaign.influencer_added',
        added.map((profileId) => ({
          campaignId: campaign.id,
          campaignName: campaign.name,
          profileId,
        })),
      );
      return added;
    });
  }

  async function addProfile(caller: Caller, campaign: CampaignRow, profileId: string) {
    await assertTracked(caller.orgId, profileId);
    const [added] = await insertInfluencers(caller, campaign, [profileId]);
    if (!added) throw conflict(CAMPAIGN_TEXT.influencerInCampaign, 'profileId');
    const influencer = await nameOf(caller.orgId, profileId);
    await log(
      caller,
      campaign.id,
      'addProfile',
      CAMPAIGN_ACTIVITY_TEXT.influencerAdded({ influencer }),
    );
  }

  async function removeProfile(caller: Caller, campaign: CampaignRow, profileId: string) {
    const influencer = await nameOf(caller.orgId, profileId);
    if (!(await repository.deleteInfluencer(caller.orgId, campaign.id, profileId))) {
      throw notFound(THING.influencer, profileId);
    }
    await log(
      caller,
      campaign.id,
      'removeProfile',
      CAMPAIGN_ACTIVITY_TEXT.influencerRemoved({ influencer }),
    );
  }

  async function addList(caller: Caller, campaign: CampaignRow, listId: string) {
    const { list, items } = await deps.lists.items(caller, listId);
    const profileIds = items.map((item) => item.profileId);
    const added = await insertInfluencers(caller, campaign, profileIds);
    await log(
      caller,
      campaign.id,
      'addList',
      CAMPAIGN_ACTIVITY_TEXT.addedFromList({ count: added.length, list: list.name }),
    );
    return { added: added.length, alreadyInCampaign: profileIds.length - added.length };
  }

  async function updateInfluencer(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'updateInfluencer'>,
  ) {
    const { action: _action, profileId, ...patch } = input;
    if (!(await repository.updateInfluencer(caller.orgId, campaign.id, profileId, patch))) {
      throw notFound(THING.influencer, profileId);
    }
    const influencer = await nameOf(caller.orgId, profileId);
    await log(
      caller,
      campaign.id,
      'updateInfluencer',
      CAMPAIGN_ACTIVITY_TEXT.dealUpdated({ influencer }),
    );
  }

  async function updateStatus(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'updateStatus'>,
  ) {
    if (input.profileId === undefined) {
      if (!(CAMPAIGN_STATUSES as readonly string[]).includes(input.status)) {
        throw badRequest(
          CAMPAIGN_TEXT.campaignStatusOneOf({ statuses: CAMPAIGN_STATUSES.join(', ') }),
          'status',
        );
      }
      await repository.updateCampaign(caller.orgId, campaign.id, {
        status: input.status as CampaignStatus,
      });
      const status = CAMPAIGN_STATUS_TEXT[input.status as CampaignStatus];
      await log(
        caller,
        campaign.id,
        'updateStatus',
        CAMPAIGN_ACTIVITY_TEXT.campaignStatusSet({ status }),
      );
      return;
    }
    if (!(INFLUENCER_STATUSES as readonly string[]).includes(input.status)) {
      throw badRequest(
        CAMPAIGN_TEXT.influencerStatusOneOf({ statuses: INFLUENCER_STATUSES.join(', ') }),
        'status',
      );
    }
    const changed = await repository.updateInfluencer(caller.orgId, campaign.id, input.profileId, {
      status: input.status as InfluencerStatus,
    });
    if (!changed) throw notFound(THING.influencer, input.profileId);
    const influencer = await nameOf(caller.orgId, input.profileId);
    const status = INFLUENCER_STATUS_TEXT[input.status as InfluencerStatus];
    await log(
      caller,
      campaign.id,
      'updateStatus',
      CAMPAIGN_ACTIVITY_TEXT.influencerStatusSet({ influencer, status }),
    );
  }

  async function addPost(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'addPost'> | ActionOf<'addStory'>,
  ) {
    const kind = input.action === 'addPost' ? 'post' : 'story';
    const { action: _action, url: rawUrl, publishedAt, ...rest } = input;
    if (rest.profileId) await assertTracked(caller.orgId, rest.profileId);
    const values: NewPost = {
      ...rest,
      kind,
      state: 'tracked',
      publishedAt: publishedAt ? new Date(publishedAt) : null,
      editedManuallyAt: new Date(),
      createdBy: caller.userId,
    };
    if (rawUrl) {
      const url = trimPostUrl(rawUrl);
      if (!url) throw badRequest(CAMPAIGN_TEXT.pasteFullLink, 'url');
      const parsed = parsePostUrl(url);
      if (parsed && rest.platform && parsed.platform !== rest.platform) {
        throw badRequest(
          CAMPAIGN_TEXT.linkIsPlatformPost({ platform: parsed.platform }),
          'platform',
        );
      }
      Object.assign(values, { url, ...parsed });
      const same = parsed
        ? await repository.findSamePost(caller.orgId, campaign.id, { url, ...parsed })
        : null;
      if (same) throw conflict(CAMPAIGN_TEXT.postInCampaign, 'url');
    }
    if (!values.platform && rest.profileId) {
      values.platform = (await repository.cardOf(caller.orgId, rest.profileId))?.platform ?? null;
    }
    try {
      await repository.insertPost(caller.orgId, campaign.id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CAMPAIGN_TEXT.postInCampaign, 'url');
      throw error;
    }
    const line = rest.profileId
      ? CAMPAIGN_ACTIVITY_TEXT.contentAdded({
          kind: CONTENT_KIND_TEXT[kind],
          influencer: await nameOf(caller.orgId, rest.profileId),
        })
      : CAMPAIGN_ACTIVITY_TEXT.contentAddedWithoutInfluencer({ kind: CONTENT_KIND_TEXT[kind] });
    await log(caller, campaign.id, input.action, line);
  }

  async function editPost(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'editPost'> | ActionOf<'editStory'>,
  ) {
    const kind = input.action === 'editPost' ? 'post' : 'story';
    const { action: _action, postId, publishedAt, ...metrics } = input;
    const post = await repository.findPost(caller.orgId, postId);
    if (!post || post.campaignId !== campaign.id || post.kind !== kind) {
      throw notFound(kind === 'post' ? THING.post : THING.story, postId);
    }
    const patch: PostPatch = { ...metrics, editedManuallyAt: new Date() };
    if (publishedAt) patch.publishedAt = new Date(publishedAt);
    // Typed-in metrics make a pending or failed post a tracked one.
    if (Object.keys(metrics).length > 0) {
      Object.assign(patch, { state: 'tracked', failureReason: null, failureText: null });
    }
    await repository.updatePost(caller.orgId, postId, patch);
    await log(
      caller,
      campaign.id,
      input.action,
      CAMPAIGN_ACTIVITY_TEXT.metricsEdited({ kind: CONTENT_KIND_TEXT[kind] }),
    );
  }

  async function removePost(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'removePost'> | ActionOf<'removeStory'>,
  ) {
    const kind = input.action === 'removePost' ? 'post' : 'story';
    const post = await repository.findPost(caller.orgId, input.postId);
    if (!post || post.campaignId !== campaign.id || post.kind !== kind) {
      throw notFound(kind === 'post' ? THING.post : THING.story, input.postId);
    }
    await repository.deletePost(caller.orgId, input.postId);
    await log(
      caller,
      campaign.id,
      input.action,
      CAMPAIGN_ACTIVITY_TEXT.contentRemoved({ kind: CONTENT_KIND_TEXT[kind] }),
    );
  }

  async function addPayment(caller: Caller, campaign: CampaignRow, input: ActionOf<'addPayment'>) {
    const { action: _action, ...values } = input;
    if (values.profileId) await assertTracked(caller.orgId, values.profileId);
    await repository.insertPayment(caller.orgId, campaign.id, values);
    const amount = money(values.amountMinor, values.currency);
    const line = values.profileId
      ? CAMPAIGN_ACTIVITY_TEXT.paymentRecorded({
          amount,
          influencer: await nameOf(caller.orgId, values.profileId),
        })
      : CAMPAIGN_ACTIVITY_TEXT.paymentRecordedWithoutInfluencer({ amount });
    await log(caller, campaign.id, 'addPayment', line);
  }

  async function editPayment(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'editPayment'>,
  ) {
    const { action: _action, paymentId, ...patch } = input;
    if (patch.profileId) await assertTracked(caller.orgId, patch.profileId);
    const row = await repository.updatePayment(caller.orgId, campaign.id, paymentId, patch);
    if (!row) throw notFound(THING.payment, paymentId);
    await log(
      caller,
      campaign.id,
      'editPayment',
      CAMPAIGN_ACTIVITY_TEXT.paymentChanged({
        amount: money(row.amountMinor, row.currency),
        status: PAYMENT_STATUS_TEXT[row.status],
      }),
    );
  }

  async function removePayment(caller: Caller, campaign: CampaignRow, paymentId: string) {
    const removed = await repository.deletePayment(caller.orgId, campaign.id, paymentId);
    if (!removed) throw notFound(THING.payment, paymentId);
    if (removed.invoiceKey) await deps.storage.delete(removed.invoiceKey);
    await log(caller, campaign.id, 'removePayment', CAMPAIGN_ACTIVITY_TEXT.paymentRemoved);
  }

  /** Keeps an existing slug (links already shared keep working) and switches sharing on. */
  async function generatePublicUrl(caller: Caller, campaign: CampaignRow) {
    if (campaign.publicSlug) {
      await repository.updateCampaign(caller.orgId, campaign.id, { shareDisabledAt: null });
    } else {
      const base = slugify(campaign.name).slice(0, 60) || 'campaign';
      for (let attempt = 0; ; attempt++) {
        const publicSlug = `${base}-${randomBytes(8).readBigUInt64BE().toString(36).slice(-6).padStart(6, '0')}`;
        try {
          await repository.updateCampaign(caller.orgId, campaign.id, {
            publicSlug,
            shareDisabledAt: null,
          });
          break;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt + 1 >= SLUG_ATTEMPTS) throw error;
        }
      }
    }
    const after = await repository.findCampaign(caller.orgId, campaign.id);
    const slug = after?.publicSlug ?? '';
    const url = publicCampaignUrl(await deps.appUrl(caller.orgId), slug);
    await log(
      caller,
      campaign.id,
      'generatePublicUrl',
      CAMPAIGN_ACTIVITY_TEXT.campaignShared({ url }),
    );
  }

  async function updateShareStatus(caller: Caller, campaign: CampaignRow, enabled: boolean) {
    if (enabled && !campaign.publicSlug) {
      throw badRequest(CAMPAIGN_TEXT.publicUrlFirst, 'enabled');
    }
    await repository.updateCampaign(caller.orgId, campaign.id, {
      shareDisabledAt: enabled ? null : (campaign.shareDisabledAt ?? new Date()),
    });
    await log(
      caller,
      campaign.id,
      'updateShareStatus',
      enabled ? CAMPAIGN_ACTIVITY_TEXT.publicPageOn : CAMPAIGN_ACTIVITY_TEXT.publicPageOff,
    );
  }

  async function addLink(caller: Caller, campaign: CampaignRow, input: ActionOf<'addLink'>) {
    const link = await deps.links.addLink(caller, campaign.id, input);
    await log(
      caller,
      campaign.id,
      'addLink',
      CAMPAIGN_ACTIVITY_TEXT.linkAdded({ url: link.shortUrl }),
    );
  }

  async function removeLink(caller: Caller, campaign: CampaignRow, linkId: string) {
    await deps.links.removeLink(caller, campaign.id, linkId);
    await log(caller, campaign.id, 'removeLink', CAMPAIGN_ACTIVITY_TEXT.linkRemoved);
  }

  /** Dispatches one action; answers what it adds to the campaign's answer. */
  async function run(
    caller: Caller,
    campaign: CampaignRow,
    input: UpdateCampaignAction,
  ): Promise<ActionExtra> {
    switch (input.action) {
      case 'update':
        await update(caller, campaign, input);
        break;
      case 'addProfile':
        await addProfile(caller, campaign, input.profileId);
        break;
      case 'removeProfile':
        await removeProfile(caller, campaign, input.profileId);
        break;
      case 'addList':
        return addList(caller, campaign, input.listId);
      case 'updateInfluencer':
        await updateInfluencer(caller, campaign, input);
        break;
      case 'updateStatus':
        await updateStatus(caller, campaign, input);
        break;
      case 'addPost':
      case 'addStory':
        await addPost(caller, campaign, input);
        break;
      case 'editPost':
      case 'editStory':
        await editPost(caller, campaign, input);
        break;
      case 'removePost':
      case 'removeStory':
        await removePost(caller, campaign, input);
        break;
      case 'addPayment':
        await addPayment(caller, campaign, input);
        break;
      case 'editPayment':
        await editPayment(caller, campaign, input);
        break;
      case 'removePayment':
        await removePayment(caller, campaign, input.paymentId);
        break;
      case 'generatePublicUrl':
        await generatePublicUrl(caller, campaign);
        break;
      case 'updateShareStatus':
        await updateShareStatus(caller, campaign, input.enabled);
        break;
      case 'addLink':
        await addLink(caller, campaign, input);
        break;
      case 'removeLink':
        await removeLink(caller, campaign, input.linkId);
        break;
    }
    return {};
  }

  return { run };
}
