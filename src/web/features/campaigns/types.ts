// The campaign shapes the web receives and sends, derived from the API contract in
// src/common/api/campaign*.ts: a field renamed there fails the typecheck here.

import type { FileDto, PostDto } from '../../../common/api/campaign-content';
import type { LinkDto } from '../../../common/api/campaign-links';
import type { PaymentDto } from '../../../common/api/campaign-payments';
import type {
  ActivityDto,
  CampaignDetailDto,
  CampaignDto,
  CreateCampaignBody,
  InfluencerDto,
  PublicResultsDto,
  ResultStatusDto,
  ResultsDto,
  UpdateCampaignBody,
} from '../../../common/api/campaigns';

export {
  FILE_KINDS,
  type FileKind,
  POST_KINDS,
  type PostKind,
  USAGE_RIGHTS,
  type UsageRights,
} from '../../../common/api/campaign-content';
export { METRIC_NAMES, type MetricName } from '../../../common/api/campaign-fields';
export { PAYMENT_STATUSES, type PaymentStatus } from '../../../common/api/campaign-payments';
export {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  type CostsDto as Costs,
  type EmvDto as Emv,
  INFLUENCER_STATUSES,
  type InfluencerStatus,
  type ResultName,
} from '../../../common/api/campaigns';

export type Campaign = CampaignDto;
export type CampaignDetail = CampaignDetailDto;
export type Influencer = InfluencerDto;
export type CampaignPost = PostDto;
export type CampaignLink = LinkDto;
export type LinkClicks = LinkDto['clicks'];
export type Payment = PaymentDto;
export type Activity = ActivityDto;
export type CampaignFile = FileDto;
export type PublicResults = PublicResultsDto;
/** The results tab's results: the public ones and costs. */
export type Results = ResultsDto;
export type ResultStatus = ResultStatusDto;

/** The editable fields of a campaign: the create body, name optional as in the update action. */
export type CampaignFields = Partial<CreateCampaignBody>;

/** The fields one action of PUT /customer/campaign/{id} sends, without its name. */
export type CampaignActionFields<A extends UpdateCampaignBody['action']> = Omit<
  Extract<UpdateCampaignBody, { action: A }>,
  'action'
>;
