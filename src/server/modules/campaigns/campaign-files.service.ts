import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileDto, UgcLinkInput, UploadFields } from '../../../common/api/campaign-content';
import type { Caller } from '../../http/access';
import { notFound, unsupportedMediaType } from '../../http/errors';
import { THING } from '../../http/things.text';
import { type Storage, storeThenSave } from '../../integrations/storage';
import { sniffStoryMedia } from '../content';
import { ATTACHMENT_TYPES, attachmentContentType } from '../profiles';
import {
  CAMPAIGN_ACTIVITY_TEXT,
  CONTENT_KIND_TEXT,
  USAGE_RIGHTS_TEXT,
} from './campaign-activity.text';
import type { ActivityLog } from './campaign-support';
import { toFileDto } from './campaigns.dto';
import type { CampaignsRepository } from './campaigns.repository';
import type { CampaignRow, UsageRights } from './campaigns.tables';
import { CAMPAIGN_TEXT } from './campaigns.text';

/** Briefs, UGC videos and contracts: the largest file a campaign takes. */
export const MAX_CAMPAIGN_FILE_BYTES = 50 * 1024 * 1024;
/** What a campaign file may be, in answers (415); in English for the API's description. */
const FILE_TYPES = CAMPAIGN_TEXT.fileTypes({ attachments: ATTACHMENT_TYPES });
export const CAMPAIGN_FILE_TYPES = FILE_TYPES.in('en');

/**
 * The content type a campaign file is stored and served with, judged by its bytes (the client's
 * type is only a claim): videos by the story sniffer, the rest by the attachment rules.
 */
export function campaignFileContentType(head: Buffer, fileName: string): string | null {
  const media = sniffStoryMedia(head);
  if (media?.kind === 'video') return media.contentType;
  return attachmentContentType(head, fileName);
}

/** Files of a campaign (issue #6 "UGC"): uploaded to storage or linked, with usage rights. */
export function createCampaignFilesService(deps: {
  repository: CampaignsRepository;
  getCampaignOrThrow: (orgId: string, campaignId: string) => Promise<CampaignRow>;
  log: ActivityLog;
  storage: Storage;
}) {
  const { repository, log, storage } = deps;

  async function assertTracked(orgId: string, profileId: string | undefined) {
    if (!profileId) return;
    const [found] = await repository.trackedAmong(orgId, [profileId]);
    if (!found) throw notFound(THING.profile, profileId);
  }

  async function getFileOrThrow(orgId: string, fileId: string) {
    const file = await repository.findFile(orgId, fileId);
    if (!file) throw notFound(THING.file, fileId);
    return file;
  }

  return {
    async upload(
      caller: Caller,
      fields: UploadFields,
      file: { fileName: string; data: Buffer },
    ): Promise<FileDto> {
      const campaign = await deps.getCampaignOrThrow(caller.orgId, fields.campaignId);
      await assertTracked(caller.orgId, fields.profileId);
      const contentType = campaignFileContentType(file.data, file.fileName);
      if (!contentType) throw unsupportedMediaType(CAMPAIGN_TEXT.upload({ types: FILE_TYPES }));
      const key = `orgs/${caller.orgId}/campaigns/${campaign.id}/${randomUUID()}`;
      const row = await storeThenSave(storage, { key, data: file.data, contentType }, () =>
        repository.insertFile(caller.orgId, campaign.id, {
          kind: fields.kind,
          profileId: fields.profileId ?? null,
          title: fields.title ?? null,
          storageKey: key,
          fileName: file.fileName,
          contentType,
          sizeBytes: file.data.length,
          usageRights: fields.usageRights ?? 'none',
          uploadedBy: caller.userId,
        }),
      );
      await log(
        caller,
        campaign.id,
        'upload',
        CAMPAIGN_ACTIVITY_TEXT.uploaded({
          kind: CONTENT_KIND_TEXT[fields.kind],
          file: file.fileName,
        }),
      );
      return toFileDto(row);
    },

    async linkUgc(caller: Caller, input: UgcLinkInput): Promise<FileDto> {
      const campaign = await deps.getCampaignOrThrow(caller.orgId, input.campaignId);
      await assertTracked(caller.orgId, input.profileId);
      const row = await repository.insertFile(caller.orgId, campaign.id, {
        kind: 'ugc',
        profileId: input.profileId ?? null,
        title: input.title ?? null,
        url: input.url,
        usageRights: input.usageRights ?? 'none',
        uploadedBy: caller.userId,
      });
      await log(
        caller,
        campaign.id,
        'ugcLink',
        CAMPAIGN_ACTIVITY_TEXT.ugcLinked({ url: input.url }),
      );
      return toFileDto(row);
    },

    async update(
      caller: Caller,
      fileId: string,
      patch: { title?: string | null; usageRights?: UsageRights },
    ): Promise<FileDto> {
      const file = await getFileOrThrow(caller.orgId, fileId);
      const row = await repository.updateFile(caller.orgId, file.id, patch);
      if (!row) throw notFound(THING.file, fileId);
      const line = patch.usageRights
        ? CAMPAIGN_ACTIVITY_TEXT.usageRightsChanged({
            rights: USAGE_RIGHTS_TEXT[patch.usageRights],
          })
        : CAMPAIGN_ACTIVITY_TEXT.fileTitleChanged;
      await log(caller, file.campaignId, 'updateFile', line);
      return toFileDto(row);
    },

    async download(
      caller: Caller,
      fileId: string,
    ): Promise<{ body: Readable; contentType: string; size: number; fileName: string }> {
      const file = await getFileOrThrow(caller.orgId, fileId);
      const stored = file.storageKey ? await storage.get(file.storageKey) : null;
      if (!stored) throw notFound(THING.file, fileId);
      return {
        ...stored,
        contentType: file.contentType ?? stored.contentType,
        fileName: file.fileName ?? 'file',
      };
    },

    async remove(caller: Caller, fileId: string): Promise<void> {
      const file = await getFileOrThrow(caller.orgId, fileId);
      await repository.deleteFile(caller.orgId, file.id);
      if (file.storageKey) await storage.delete(file.storageKey);
      const kind = CONTENT_KIND_TEXT[file.kind];
      const name = file.fileName ?? file.url;
      await log(
        caller,
        file.campaignId,
        'removeFile',
        name
          ? CAMPAIGN_ACTIVITY_TEXT.itemRemoved({ kind, name })
          : CAMPAIGN_ACTIVITY_TEXT.itemRemovedUnnamed({ kind }),
      );
    },
  };
}

export type CampaignFilesService = ReturnType<typeof createCampaignFilesService>;
