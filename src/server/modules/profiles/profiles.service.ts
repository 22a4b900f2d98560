import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type {
  ProfileAction,
  ProfileDetailDto,
  ProfileDto,
  ProfilesQuery,
  RelatedProfilesDto,
} from '../../../common/api/profiles';
import { growthOver } from '../../../common/follower-growth';
import { slugify } from '../../../common/slug';
import type { Database } from '../../db/client';
import { recordEvents } from '../../events';
import type { Caller } from '../../http/access';
import {
  badRequest,
  conflict,
  notFound,
  serviceUnavailable,
  unsupportedMediaType,
} from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import { type Message, storeText } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import { type Storage, storeThenSave } from '../../integrations/storage';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { UsageService } from '../account';
import type { SearchService } from '../discovery';
import type { BrandingService } from '../whitelabel';
import { ACTIVITY_TEXT } from './activity.text';
import { ATTACHMENT_TYPES, attachmentContentType } from './attachment-types';
import type { ContentPort, ListsPort } from './ports';
import { createProfileActions } from './profile-actions';
import {
  toActivityDto,
  toAttachmentDto,
  toCouponDto,
  toLinkDto,
  toProfileDto,
  toPublicProfileDto,
} from './profiles.dto';
import {
  createProfilesRepository,
  type ProfileRow,
  type ProfilesRepository,
} from './profiles.repository';
import type { ProfileContact } from './profiles.tables';
import { PROFILE_TEXT } from './profiles.text';

export const ENRICH_JOB = 'profiles.enrich';
const ALL_PROFILES_CAP = 5_000;
const RECENT_ACTIVITY = 10;
const PUBLIC_POSTS = 6;

export function createProfilesService(deps: {
  db: Database;
  repository: ProfilesRepository;
  usage: UsageService;
  search: SearchService;
  lists: ListsPort;
  content: ContentPort;
  storage: Storage;
  jobs: () => JobQueue | null;
  /** The organization's white-label: where its links point and how its shared pages look. */
  branding: Pick<BrandingService, 'appUrlForOrg' | 'brandingForOrg'>;
  logger: Logger;
}) {
  const { repository, usage, lists, content, storage, branding } = deps;

  async function getRowOrThrow(orgId: string, profileId: string): Promise<ProfileRow> {
    const row = await repository.find(orgId, profileId);
    if (!row) throw notFound(THING.profile, profileId);
    return row;
  }

  async function toDtos(orgId: string, rows: ProfileRow[]): Promise<ProfileDto[]> {
    const [statuses, appUrl] = await Promise.all([
      lists.listStatusesOf(
        orgId,
        rows.map((r) => r.tracked.id),
      ),
      // The address for share links, looked up only when one of the profiles is shared.
      rows.some((row) => row.tracked.shareToken) ? branding.appUrlForOrg(orgId) : '',
    ]);
    return rows.map((row) => toProfileDto(row, statuses.get(row.tracked.id) ?? [], appUrl));
  }

  /** The profile with its timeline, said in the caller's language. */
  async function detail(caller: Caller, profileId: string): Promise<ProfileDetailDto> {
    const { orgId } = caller;
    const row = await getRowOrThrow(orgId, profileId);
    const [[dto], activities, links, coupons, attachments, history] = await Promise.all([
      toDtos(orgId, [row]),
      repository.activities(orgId, profileId),
      repository.links(orgId, profileId),
      repository.coupons(orgId, profileId),
      repository.attachments(orgId, profileId),
      repository.followerHistory(row.tracked.accountId),
    ]);
    return {
      ...dto,
      // The audit report's growth of the same history (one definition); the bank's own figure
      // (a provider's) only where the history does not reach 30 days back.
      followerGrowth30d: growthOver(history, 30) ?? dto.followerGrowth30d,
      activities: activities.map((activity) => toActivityDto(activity, caller.locale ?? 'en')),
      links: links.map(toLinkDto),
      coupons: coupons.map(toCouponDto),
      attachments: attachments.map(toAttachmentDto),
    };
  }

  /** A line on the profile's timeline: its key and parts to say it later, and its English. */
  function logActivity(
    by: { orgId: string; userId: string | null },
    profileId: string,
    kind: string,
    line: Message,
  ) {
    return repository.addActivity({
      orgId: by.orgId,
      profileId,
      userId: by.userId,
      kind,
      message: String(line),
      text: storeText(line),
    });
  }

  /**
   * Adds revealed bank emails and phones to a tracked profile's contacts, skipping ones it has
   * (case-insensitive). Reads the row afresh: an unlock may have added them a moment ago.
   */
  async function addBankContacts(
    orgId: string,
    userId: string | null,
    profileId: string,
    unlocked: { emails: string[]; phones: string[] },
  ): Promise<void> {
    const row = await repository.find(orgId, profileId);
    if (!row) return;
    const found: ProfileContact[] = [
      ...unlocked.emails.map((value) => ({
        kind: 'email' as const,
        value,
        source: 'bank' as const,
      })),
      ...unlocked.phones.map((value) => ({
        kind: 'phone' as const,
        value,
        source: 'bank' as const,
      })),
    ];
    const known = new Set(row.tracked.contacts.map((c) => `${c.kind}:${c.value.toLowerCase()}`));
    const added = found.filter((c) => !known.has(`${c.kind}:${c.value.toLowerCase()}`));
    if (added.length === 0) return;
    await repository.update(orgId, profileId, { contacts: [...row.tracked.contacts, ...added] });
    const line = ACTIVITY_TEXT.contactsCollected({ count: added.length });
    await logActivity({ orgId, userId }, profileId, 'contacts', line);
  }

  /** Slugs for new profiles: the username's slug, then -2, -3 ... until free in the organization. */
  async function freeSlugs(orgId: string, usernames: string[]): Promise<string[]> {
    const taken = new Set<string>();
    const slugs: string[] = [];
    for (const username of usernames) {
      const base = slugify(username) || 'creator';
      for (const slug of await repository.slugsStartingWith(orgId, base)) taken.add(slug);
      let slug = base;
      for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
      taken.add(slug);
      slugs.push(slug);
    }
    return slugs;
  }

  /**
   * Starts tracking bank profiles. Only new ones spend the `profiles` allowance, all of them or
   * none (423 LimitExceeded, nothing added). Their bank posts are copied into content.
   */
  async function track(caller: Caller, accountIds: string[]) {
    const unique = [...new Set(accountIds)];
    const accounts = await repository.bankAccounts(unique);
    const missing = unique.find((id) => !accounts.some((a) => a.id === id));
    if (missing) throw notFound(THING.bankProfile, missing);
    const already = await repository.trackedAmong(caller.orgId, unique);
    const fresh = accounts.filter((a) => !already.has(a.id));
    if (fresh.length > 0) await usage.consumeFor(caller, 'profiles', fresh.length);
    const slugs = await freeSlugs(
      caller.orgId,
      fresh.map((a) => a.username),
    );
    const inserted = await deps.db.transaction(async (tx) => {
      const rows = await createProfilesRepository(tx).insertTracked(
        fresh.map((account, i) => ({
          orgId: caller.orgId,
          accountId: account.id,
          platform: account.platform,
          slug: slugs[i],
          addedBy: caller.userId,
        })),
      );
      const accountsById = new Map(fresh.map((account) => [account.id, account]));
      await recordEvents(
        tx,
        caller.orgId,
        'profile.tracked',
        rows.map((row) => ({
          profileId: row.id,
          platform: accountsById.get(row.accountId)?.platform ?? '',
          username: accountsById.get(row.accountId)?.username ?? '',
        })),
      );
      return rows;
    });
    // A concurrent request tracked some of them first and paid for those.
    if (inserted.length < fresh.length) {
      await usage.release(caller.orgId, 'profiles', fresh.length - inserted.length);
    }
    for (const row of inserted) {
      await logActivity(caller, row.id, 'added', ACTIVITY_TEXT.addedToCrm);
      await content.copyBankPosts(caller.orgId, row.id);
      // Contacts the organization unlocked in Discover before tracking come along, free.
      const unlocked = await deps.search.unlockedContacts(caller.orgId, row.accountId);
      if (unlocked) await addBankContacts(caller.orgId, caller.userId, row.id, unlocked);
    }
    // Known without asking again, unless a concurrent request tracked some of them meanwhile.
    const tracked =
      inserted.length < fresh.length
        ? await repository.trackedAmong(caller.orgId, unique)
        : new Map([...already, ...inserted.map((r) => [r.accountId, r.id] as const)]);
    return {
      added: inserted.length,
      alreadyTracked: unique.length - inserted.length,
      profiles: unique.map((id) => ({ profileBankId: id, profileId: tracked.get(id) as string })),
      createdIds: new Set(inserted.map((r) => r.id)),
    };
  }

  const actions = createProfileActions({ repository, lists, storage, logActivity });

  return {
    async page(caller: Caller, query: ProfilesQuery) {
      const offset = (query.page - 1) * query.limit;
      const { rows, total } = await repository.page(caller.orgId, query.filters, {
        limit: query.limit,
        offset,
      });
      return {
        items: await toDtos(caller.orgId, rows),
        total,
        page: query.page,
        limit: query.limit,
        hasMore: offset + rows.length < total,
      };
    },

    /** Every tracked profile in short, for pickers (campaigns, lists, story upload). */
    async all(caller: Caller) {
      const rows = await repository.all(caller.orgId, ALL_PROFILES_CAP);
      return {
        items: rows.map(({ tracked, bank }) => ({
          profileId: tracked.id,
          platform: bank.platform,
          platform_username: bank.username,
          fullName: tracked.displayName ?? bank.fullName,
          avatarUrl: bank.avatarUrl,
        })),
      };
    },

    detail: (caller: Caller, profileId: string) => detail(caller, profileId),

    async act(caller: Caller, profileId: string, input: ProfileAction): Promise<ProfileDetailDto> {
      const row = await getRowOrThrow(caller.orgId, profileId);
      const handler = actions[input.action] as (
        caller: Caller,
        row: ProfileRow,
        input: ProfileAction,
      ) => Promise<void>;
      await handler(caller, row, input);
      return detail(caller, profileId);
    },

    async updateInfo(
      caller: Caller,
      profileId: string,
      input: { fullName?: string; category?: string; clear?: ('fullName' | 'category')[] },
    ) {
      await getRowOrThrow(caller.orgId, profileId);
      const clear = new Set(input.clear ?? []);
      await repository.update(caller.orgId, profileId, {
        ...(input.fullName !== undefined ? { displayName: input.fullName } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(clear.has('fullName') ? { displayName: null } : {}),
        ...(clear.has('category') ? { category: null } : {}),
      });
      return detail(caller, profileId);
    },

    /** SPEC 5 slug rule; unique per organization (409 Conflict, field slug). */
    async updateSlug(caller: Caller, profileId: string, requested: string) {
      const row = await getRowOrThrow(caller.orgId, profileId);
      const slug = slugify(requested);
      if (!slug) throw badRequest(PROFILE_TEXT.slugNeedsLetter, 'slug');
      if (slug !== row.tracked.slug) {
        const taken = await repository.slugsStartingWith(caller.orgId, slug);
        if (taken.has(slug)) throw conflict(PROFILE_TEXT.slugTaken({ slug }), 'slug');
        await repository.update(caller.orgId, profileId, { slug });
      }
      return detail(caller, profileId);
    },

    /** Refreshes a profile from the provider in the background (SPEC 7 `/{id}/enrich`). */
    async requestEnrich(caller: Caller, profileId: string) {
      await getRowOrThrow(caller.orgId, profileId);
      const queue = deps.jobs();
      if (!queue) throw serviceUnavailable(ERROR_TEXT.jobsNotRunning);
      const jobId = await queue.send(
        ENRICH_JOB,
        { orgId: caller.orgId, profileId },
        { singletonKey: `${caller.orgId}:${profileId}` },
      );
      return { queued: true, jobId };
    },

    enrichJob(): JobDefinition<{ orgId: string; profileId: string }> {
      return {
        name: ENRICH_JOB,
        queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
        handle: async ({ orgId, profileId }) => {
          const row = await repository.find(orgId, profileId);
          if (!row) return { skipped: 'profile gone' };
          const posts = await content.copyBankPosts(orgId, profileId);
          await repository.update(orgId, profileId, { enrichedAt: new Date() });
          const line = ACTIVITY_TEXT.enriched({ posts });
          await logActivity({ orgId, userId: null }, profileId, 'enriched', line);
          return { posts };
        },
      };
    },

    /**
     * Copies the bank's emails and phones into the profile's contacts. Revealing them is a
     * contact unlock: free when the organization unlocked this creator before.
     */
    async collectContacts(caller: Caller, profileId: string) {
      const row = await getRowOrThrow(caller.orgId, profileId);
      const unlocked = await deps.search.unlockContacts(caller, row.tracked.accountId);
      // The unlock's hook (addUnlockedContacts) has usually added them already; this is idempotent.
      await addBankContacts(caller.orgId, caller.userId, profileId, unlocked);
      return detail(caller, profileId);
    },

    /**
     * An unlock anywhere (Discover, the API) shows on the creator's CRM profile at once, when the
     * organization tracks that creator; nothing happens otherwise (tracking it later copies them).
     */
    async addUnlockedContacts(
      caller: Caller,
      unlocked: { profileId: string; emails: string[]; phones: string[] },
    ): Promise<void> {
      const tracked = await repository.trackedAmong(caller.orgId, [unlocked.profileId]);
      const profileId = tracked.get(unlocked.profileId);
      if (profileId) await addBankContacts(caller.orgId, caller.userId, profileId, unlocked);
    },

    /** Stops tracking: its lists, content, activity and files go; the allowance comes back. */
    async remove(caller: Caller, profileId: string) {
      await getRowOrThrow(caller.orgId, profileId);
      const keys = await repository.attachmentKeysOf(caller.orgId, profileId);
      await content.deleteProfileContents(caller.orgId, profileId);
      if (!(await repository.delete(caller.orgId, profileId)))
        throw notFound(THING.profile, profileId);
      await usage.release(caller.orgId, 'profiles');
      for (const key of keys) await storage.delete(key);
    },

    /** Bank lookalikes of a tracked creator (similar niches, audience and size); free. */
    async related(caller: Caller, profileId: string, limit: number): Promise<RelatedProfilesDto> {
      const row = await getRowOrThrow(caller.orgId, profileId);
      const items = await deps.search.lookalikes(row.bank.platform, row.bank.username, limit);
      const tracked = await repository.trackedAmong(
        caller.orgId,
        items.map((i) => i._id),
      );
      return {
        items: items.map((item) => ({
          ...item,
          tracked: tracked.has(item._id),
          trackedProfileId: tracked.get(item._id) ?? null,
        })),
      };
    },

    /** SPEC 7 `POST socialProfile/profile-bank`: tracks one bank profile. */
    async addFromBank(caller: Caller, profileBankId: string) {
      const result = await track(caller, [profileBankId]);
      const profileId = result.profiles[0].profileId;
      return {
        created: result.createdIds.has(profileId),
        profile: await detail(caller, profileId),
      };
    },

    /** The profile-search add: several search results at once, optionally into a list. */
    async addFromSearch(caller: Caller, input: { profileBankIds: string[]; listName?: string }) {
      const { createdIds: _created, ...result } = await track(caller, input.profileBankIds);
      if (input.listName) {
        await lists.addProfilesToList(caller, {
          profileIds: result.profiles.map((p) => p.profileId),
          listName: input.listName,
        });
      }
      return result;
    },

    async uploadAttachment(
      caller: Caller,
      input: { profileId: string; title?: string; fileName: string; data: Buffer },
    ) {
      await getRowOrThrow(caller.orgId, input.profileId);
      const contentType = attachmentContentType(input.data, input.fileName);
      if (!contentType) {
        throw unsupportedMediaType(ERROR_TEXT.attach({ types: ATTACHMENT_TYPES }));
      }
      const key = `orgs/${caller.orgId}/attachments/${randomUUID()}`;
      const row = await storeThenSave(storage, { key, data: input.data, contentType }, () =>
        deps.repository.addAttachment({
          orgId: caller.orgId,
          profileId: input.profileId,
          storageKey: key,
          fileName: input.fileName,
          title: input.title,
          contentType,
          sizeBytes: input.data.length,
          uploadedBy: caller.userId,
        }),
      );
      const line = ACTIVITY_TEXT.attachmentAdded({ file: input.fileName });
      await logActivity(caller, input.profileId, 'attachment', line);
      return toAttachmentDto(row);
    },

    async downloadAttachment(
      caller: Caller,
      attachmentId: string,
    ): Promise<{ body: Readable; contentType: string; size: number; fileName: string }> {
      const row = await repository.findAttachment(caller.orgId, attachmentId);
      const stored = row ? await storage.get(row.storageKey) : null;
      if (!row || !stored) throw notFound(THING.attachment, attachmentId);
      return { ...stored, contentType: row.contentType, fileName: row.fileName };
    },

    /** The public page /profile/{token} of a shared profile: nothing the organization keeps privately. */
    async publicProfile(token: string) {
      const row = await repository.findShared(token);
      if (!row) throw notFound(THING.profile);
      const [posts, pageBranding] = await Promise.all([
        repository.recentBankPosts(row.tracked.accountId, PUBLIC_POSTS),
        branding.brandingForOrg(row.tracked.orgId),
      ]);
      return { ...toPublicProfileDto(row, posts), branding: pageBranding };
    },

    async dashboard(caller: Caller) {
      const [profileCount, contentCount, listCount, recent] = await Promise.all([
        repository.countProfiles(caller.orgId),
        content.countContents(caller.orgId),
        lists.countLists(caller.orgId),
        repository.recentActivity(caller.orgId, RECENT_ACTIVITY),
      ]);
      return {
        profileCount,
        contentCount,
        listCount,
        recentActivity: recent.map((row) => ({
          ...toActivityDto(row, caller.locale ?? 'en'),
          profileId: row.profileId,
          platform_username: row.username,
        })),
      };
    },

    /** For search results: which bank profiles the organization already tracks. */
    trackedAmong: (orgId: string, accountIds: string[]) =>
      repository.trackedAmong(orgId, accountIds),
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
