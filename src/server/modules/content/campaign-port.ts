import { AppError } from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import { THING } from '../../http/things.text';

/**
 * What content needs of the campaigns module. Campaigns sit above content, so the wiring hands
 * this in instead of content reading the campaigns table.
 */
export type CampaignsPort = {
  campaignExists(orgId: string, campaignId: string): Promise<boolean>;
};

/**
 * A campaignId given with a story, a post or a calendar item must be one of the organization's
 * campaigns: another organization's id is answered 404 like a missing one, and nothing is written.
 */
export async function assertOwnCampaign(
  campaigns: CampaignsPort,
  orgId: string,
  campaignId: string | null | undefined,
): Promise<void> {
  if (!campaignId || (await campaigns.campaignExists(orgId, campaignId))) return;
  const message = ERROR_TEXT.notFoundWithId({ what: THING.campaign, id: campaignId });
  throw new AppError('NotFound', 404, message, { field: 'campaignId' });
}
