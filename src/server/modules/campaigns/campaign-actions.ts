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
import type { Storage } from '../../integrations/storage';
import type { ListsService } from '../lists';
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

const SLUG_ATTEMPTS = 5;
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

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
    if (!found) throw notFound('Profile', profileId);
  }

  async function nameOf(orgId: string, profileId: string | null | undefined): Promise<string> {
    if (!profileId) return 'no influencer';
    const card = await repository.cardOf(orgId, profileId);
    return card ? `@${card.username}` : 'an influencer';
  }

  async function update(caller: Caller, campaign: CampaignRow, input: ActionOf<'update'>) {
    const { action: _action, ...patch } = input;
    const startsOn = patch.startsOn === undefined ? campaign.startsOn : patch.startsOn;
    const endsOn = patch.endsOn === undefined ? campaign.endsOn : patch.endsOn;
    if (startsOn && endsOn && startsOn > endsOn) {
      throw badRequest('endsOn must not be before startsOn', 'endsOn');
    }
    await repository.updateCampaign(caller.orgId, campaign.id, patch);
    const fields = Object.keys(patch).join(', ') || 'nothing';
    await log(caller, campaign.id, 'update', `Updated the campaign (${fields})`);
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
    if (!added) throw conflict('This influencer is already in the campaign', 'profileId');
    await log(caller, campaign.id, 'addProfile', `Added ${await nameOf(caller.orgId, profileId)}`);
  }

  async function removeProfile(caller: Caller, campaign: CampaignRow, profileId: string) {
    const name = await nameOf(caller.orgId, profileId);
    if (!(await repository.deleteInfluencer(caller.orgId, campaign.id, profileId))) {
      throw notFound('Influencer', profileId);
    }
    await log(caller, campaign.id, 'removeProfile', `Removed ${name}`);
  }

  async function addList(caller: Caller, campaign: CampaignRow, listId: string) {
    const { list, items } = await deps.lists.items(caller, listId);
    const profileIds = items.map((item) => item.profileId);
    const added = await insertInfluencers(caller, campaign, profileIds);
    await log(
      caller,
      campaign.id,
      'addList',
      `Added ${added.length} influencer(s) from the list ${list.name}`,
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
      throw notFound('Influencer', profileId);
    }
    await log(
      caller,
      campaign.id,
      'updateInfluencer',
      `Updated the deal of ${await nameOf(caller.orgId, profileId)}`,
    );
  }

  async function updateStatus(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'updateStatus'>,
  ) {
    if (input.profileId === undefined) {
      if (!(CAMPAIGN_STATUSES as readonly string[]).includes(input.status)) {
        throw badRequest(`A campaign's status is one of ${CAMPAIGN_STATUSES.join(', ')}`, 'status');
      }
      await repository.updateCampaign(caller.orgId, campaign.id, {
        status: input.status as CampaignStatus,
      });
      await log(caller, campaign.id, 'updateStatus', `Set the campaign to ${input.status}`);
      return;
    }
    if (!(INFLUENCER_STATUSES as readonly string[]).includes(input.status)) {
      throw badRequest(
        `An influencer's status is one of ${INFLUENCER_STATUSES.join(', ')}`,
        'status',
      );
    }
    const changed = await repository.updateInfluencer(caller.orgId, campaign.id, input.profileId, {
      status: input.status as InfluencerStatus,
    });
    if (!changed) throw notFound('Influencer', input.profileId);
    await log(
      caller,
      campaign.id,
      'updateStatus',
      `Set ${await nameOf(caller.orgId, input.profileId)} to ${input.status}`,
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
      if (!url) throw badRequest('Paste a full http(s) link to the post', 'url');
      const parsed = parsePostUrl(url);
      if (parsed && rest.platform && parsed.platform !== rest.platform) {
        throw badRequest(`This link is a ${parsed.platform} post`, 'platform');
      }
      Object.assign(values, { url, ...parsed });
      const same = parsed
        ? await repository.findSamePost(caller.orgId, campaign.id, { url, ...parsed })
        : null;
      if (same) throw conflict('This post is already in the campaign', 'url');
    }
    if (!values.platform && rest.profileId) {
      values.platform = (await repository.cardOf(caller.orgId, rest.profileId))?.platform ?? null;
    }
    try {
      await repository.insertPost(caller.orgId, campaign.id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This post is already in the campaign', 'url');
      throw error;
    }
    await log(
      caller,
      campaign.id,
      input.action,
      `Added a ${kind} of ${await nameOf(caller.orgId, rest.profileId)}`,
    );
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
      throw notFound(kind === 'post' ? 'Post' : 'Story', postId);
    }
    const patch: PostPatch = { ...metrics, editedManuallyAt: new Date() };
    if (publishedAt) patch.publishedAt = new Date(publishedAt);
    // Typed-in metrics make a pending or failed post a tracked one.
    if (Object.keys(metrics).length > 0) {
      Object.assign(patch, { state: 'tracked', failureReason: null });
    }
    await repository.updatePost(caller.orgId, postId, patch);
    await log(caller, campaign.id, input.action, `Edited the metrics of a ${kind}`);
  }

  async function removePost(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'removePost'> | ActionOf<'removeStory'>,
  ) {
    const kind = input.action === 'removePost' ? 'post' : 'story';
    const post = await repository.findPost(caller.orgId, input.postId);
    if (!post || post.campaignId !== campaign.id || post.kind !== kind) {
      throw notFound(kind === 'post' ? 'Post' : 'Story', input.postId);
    }
    await repository.deletePost(caller.orgId, input.postId);
    await log(caller, campaign.id, input.action, `Removed a ${kind}`);
  }

  async function addPayment(caller: Caller, campaign: CampaignRow, input: ActionOf<'addPayment'>) {
    const { action: _action, ...values } = input;
    if (values.profileId) await assertTracked(caller.orgId, values.profileId);
    await repository.insertPayment(caller.orgId, campaign.id, values);
    await log(
      caller,
      campaign.id,
      'addPayment',
      `Recorded a payment of ${money(values.amountMinor, values.currency)} to ${await nameOf(caller.orgId, values.profileId)}`,
    );
  }

  async function editPayment(
    caller: Caller,
    campaign: CampaignRow,
    input: ActionOf<'editPayment'>,
  ) {
    const { action: _action, paymentId, ...patch } = input;
    if (patch.profileId) await assertTracked(caller.orgId, patch.profileId);
    const row = await repository.updatePayment(caller.orgId, campaign.id, paymentId, patch);
    if (!row) throw notFound('Payment', paymentId);
    await log(
      caller,
      campaign.id,
      'editPayment',
      `Changed a payment to ${money(row.amountMinor, row.currency)}, ${row.status}`,
    );
  }

  async function removePayment(caller: Caller, campaign: CampaignRow, paymentId: string) {
    const removed = await repository.deletePayment(caller.orgId, campaign.id, paymentId);
    if (!removed) throw notFound('Payment', paymentId);
    if (removed.invoiceKey) await deps.storage.delete(removed.invoiceKey);
    await log(caller, campaign.id, 'removePayment', 'Removed a payment');
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
    await log(
      caller,
      campaign.id,
      'generatePublicUrl',
      `Shared the campaign at ${publicCampaignUrl(await deps.appUrl(caller.orgId), slug)}`,
    );
  }

  async function updateShareStatus(caller: Caller, campaign: CampaignRow, enabled: boolean) {
    if (enabled && !campaign.publicSlug) {
      throw badRequest('Generate a public URL first (generatePublicUrl)', 'enabled');
    }
    await repository.updateCampaign(caller.orgId, campaign.id, {
      shareDisabledAt: enabled ? null : (campaign.shareDisabledAt ?? new Date()),
    });
    await log(
      caller,
      campaign.id,
      'updateShareStatus',
      enabled ? 'Switched the public page on' : 'Switched the public page off',
    );
  }

  async function addLink(caller: Caller, campaign: CampaignRow, input: ActionOf<'addLink'>) {
    const link = await deps.links.addLink(caller, campaign.id, input);
    await log(caller, campaign.id, 'addLink', `Added the tracked link ${link.shortUrl}`);
  }

  async function removeLink(caller: Caller, campaign: CampaignRow, linkId: string) {
    await deps.links.removeLink(caller, campaign.id, linkId);
    await log(caller, campaign.id, 'removeLink', 'Removed a tracked link');
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
