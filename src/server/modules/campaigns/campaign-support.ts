import type { Caller } from '../../http/access';
import { type Message, storeText } from '../../http/i18n/text';
import type { CampaignLinksService } from './campaign-links.service';
import type { CampaignsRepository } from './campaigns.repository';

// Small pieces the campaign services share (kept apart so the services do not import each other).

/** What campaigns need of the tracked links (campaign-links.service.ts). */
export type CampaignLinksPort = Pick<
  CampaignLinksService,
  'addLink' | 'removeLink' | 'linksOf' | 'clicksOf'
>;

/** A campaign's activity entry: who did what, appended by every action. */
export type ActivityLog = (
  caller: Caller,
  campaignId: string,
  kind: string,
  line: Message,
) => Promise<void>;

/** Keeps the line's key and parts, to say it in its reader's language, and its English. */
export function createActivityLog(repository: CampaignsRepository): ActivityLog {
  return (caller, campaignId, kind, line) =>
    repository.insertActivity(caller.orgId, campaignId, {
      userId: caller.userId,
      kind,
      message: String(line),
      text: storeText(line),
    });
}

/** Postgres 23505, also when a driver wraps it as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
