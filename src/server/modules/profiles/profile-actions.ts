import type { ProfileAction } from '../../../common/api/profiles';
import type { Caller } from '../../http/access';
import { conflict, notFound } from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import type { Storage } from '../../integrations/storage';
import { newToken } from '../account';
import { ACTIVITY_TEXT, CHANNEL_TEXT } from './activity.text';
import { validateCustomValues } from './custom-field-values';
import type { ListsPort } from './ports';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';
import type { SystemFields } from './profiles.tables';
import { PROFILE_TEXT } from './profiles.text';

type ProfileActionHandlers = {
  [K in ProfileAction['action']]: (
    caller: Caller,
    row: ProfileRow,
    input: Extract<ProfileAction, { action: K }>,
  ) => Promise<void>;
};

/**
 * One handler per action of `PUT socialProfile/{id}` (SPEC 7). Each gets a profile the caller's
 * organization owns (the service checked) and writes an activity entry where a user would look
 * for one.
 */
export function createProfileActions(deps: {
  repository: ProfilesRepository;
  lists: ListsPort;
  storage: Storage;
  logActivity: (caller: Caller, profileId: string, kind: string, line: Message) => Promise<void>;
}): ProfileActionHandlers {
  const { repository, lists, storage, logActivity } = deps;
  const actions: ProfileActionHandlers = {
    async removeActivity(caller, row, { activityId }) {
      const removed = await repository.deleteActivity(caller.orgId, row.tracked.id, activityId);
      if (!removed) throw notFound(THING.activity, activityId);
    },
    async addLink(caller, row, { url, label }) {
      await repository.addLink({ orgId: caller.orgId, profileId: row.tracked.id, url, label });
      const link = ACTIVITY_TEXT.linkAdded({ link: label ?? url });
      await logActivity(caller, row.tracked.id, 'link', link);
    },
    async removeLink(caller, row, { linkId }) {
      const removed = await repository.deleteLink(caller.orgId, row.tracked.id, linkId);
      if (!removed) throw notFound(THING.link, linkId);
    },
    async editAttachment(caller, row, { attachmentId, title }) {
      const renamed = await repository.renameAttachment(
        caller.orgId,
        row.tracked.id,
        attachmentId,
        title,
      );
      if (!renamed) throw notFound(THING.attachment, attachmentId);
    },
    async removeAttachment(caller, row, { attachmentId }) {
      const removed = await repository.deleteAttachment(caller.orgId, row.tracked.id, attachmentId);
      if (!removed) throw notFound(THING.attachment, attachmentId);
      await storage.delete(removed.storageKey);
      const line = ACTIVITY_TEXT.attachmentRemoved({ file: removed.fileName });
      await logActivity(caller, row.tracked.id, 'attachment', line);
    },
    async addCoupon(caller, row, { code, description }) {
      const existing = await repository.coupons(caller.orgId, row.tracked.id);
      if (existing.some((c) => c.code.toLowerCase() === code.toLowerCase())) {
        throw conflict(PROFILE_TEXT.couponTaken({ code }), 'code');
      }
      await repository.addCoupon({
        orgId: caller.orgId,
        profileId: row.tracked.id,
        code,
        description,
      });
      await logActivity(caller, row.tracked.id, 'coupon', ACTIVITY_TEXT.couponAdded({ code }));
    },
    async removeCoupon(caller, row, { couponId }) {
      const removed = await repository.deleteCoupon(caller.orgId, row.tracked.id, couponId);
      if (!removed) throw notFound(THING.coupon, couponId);
    },
    async updateFavourite(caller, row, { favourite }) {
      await repository.update(caller.orgId, row.tracked.id, { favourite });
    },
    async updateListStatus(caller, row, { action: _action, ...input }) {
      const { status } = await lists.updateListStatus(caller, row.tracked.id, input);
      const line = input.listName
        ? ACTIVITY_TEXT.statusSet({ status, list: input.listName })
        : ACTIVITY_TEXT.statusSetInAList({ status });
      await logActivity(caller, row.tracked.id, 'listStatus', line);
    },
    async clearListStatus(caller, row, { action: _action, ...input }) {
      await lists.clearListStatus(caller, row.tracked.id, input);
    },
    async updateSystemFields(caller, row, input) {
      const patch: { systemFields?: SystemFields; customFields?: Record<string, string | number> } =
        {};
      const cleared = new Set(input.clear ?? []);
      const keep = <T extends object>(values: T) =>
        Object.fromEntries(
          Object.entries(values).filter(([key, v]) => v !== null && !cleared.has(key)),
        );
      const fields = await repository.customFieldsByIds(
        caller.orgId,
        Object.keys(input.customFields ?? {}),
      );
      const values = validateCustomValues(fields, input.customFields ?? {});
      patch.systemFields = keep({ ...row.tracked.systemFields, ...input.systemFields });
      patch.customFields = keep({ ...row.tracked.customFields, ...values }) as Record<
        string,
        string | number
      >;
      await repository.update(caller.orgId, row.tracked.id, patch);
    },
    async contact(caller, row, { channel, note }) {
      await repository.update(caller.orgId, row.tracked.id, { lastContactedAt: new Date() });
      const by = CHANNEL_TEXT[channel];
      const line = note
        ? ACTIVITY_TEXT.contactedWithNote({ channel: by, note })
        : ACTIVITY_TEXT.contacted({ channel: by });
      await logActivity(caller, row.tracked.id, 'contacted', line);
    },
    async enableStoryTracking(caller, row, { enabled }) {
      const tracking = row.tracked.storyTrackingAt;
      await repository.update(caller.orgId, row.tracked.id, {
        storyTrackingAt: enabled ? (tracking ?? new Date()) : null,
      });
    },
    async disableShare(caller, row, { disabled }) {
      if (disabled) {
        // Revoking forgets the token: the old link is 404 for good, sharing again makes a new one.
        await repository.update(caller.orgId, row.tracked.id, { shareToken: null, sharedAt: null });
      } else {
        await repository.share(caller.orgId, row.tracked.id, newToken());
      }
    },
  };
  return actions;
}
