import type { FileDto, PostDto } from '../../../common/api/campaign-content';
import type { PaymentDto } from '../../../common/api/campaign-payments';
import type { CampaignDto } from '../../../common/api/campaigns';
import type { Locale } from '../../../common/locales';
import { readStoredText } from '../../http/i18n/text';
import { invoiceOfKey } from './campaign-invoice-key';
import type { PaymentForSpend } from './campaign-results';
import type {
  ActivityRow,
  FileRow,
  InfluencerRow,
  PaymentRow,
  ProfileCard,
} from './campaigns.repository';
import type { CampaignPostRow, CampaignRow } from './campaigns.tables';

// Rows to answers: every field named, so a new column never reaches a client unasked.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCampaignDto(row: CampaignRow, publicUrl: string): CampaignDto {
  const shareEnabled = row.publicSlug !== null && row.shareDisabledAt === null;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    budgetMinor: row.budgetMinor,
    currency: row.currency,
    destinationUrl: row.destinationUrl,
    publicSlug: row.publicSlug,
    publicUrl: shareEnabled ? publicCampaignUrl(publicUrl, row.publicSlug ?? '') : null,
    shareEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const publicCampaignUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/campaign/${slug}`;

/** A failed post's reason in the reader's language; a row from before has its English only. */
export function failureReasonIn(
  row: Pick<CampaignPostRow, 'failureReason' | 'failureText'>,
  locale: Locale,
): string | null {
  return row.failureText ? readStoredText(row.failureText).in(locale) : row.failureReason;
}

/** A post as the campaign's own pages show it: a failed post's reason in the reader's language. */
export function toPostDtoIn(locale: Locale) {
  return (row: CampaignPostRow): PostDto => ({
    ...toPostDto(row),
    failureReason: failureReasonIn(row, locale),
  });
}

/** A post, a failed one's reason in English: for answers that show none (results, a new post). */
export function toPostDto(row: CampaignPostRow): PostDto {
  return {
    _id: row.id,
    kind: row.kind,
    profileId: row.profileId,
    platform: row.platform,
    url: row.url,
    platformPostId: row.platformPostId,
    state: row.state,
    failureReason: row.failureReason,
    caption: row.caption,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    saves: row.saves,
    reach: row.reach,
    impressions: row.impressions,
    publishedAt: iso(row.publishedAt),
    editedManuallyAt: iso(row.editedManuallyAt),
    metricsFetchedAt: iso(row.metricsFetchedAt),
    metricsSource: row.editedManuallyAt ? 'manual' : row.connectedAt ? 'connected' : 'provider',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCardDto(card: ProfileCard) {
  return {
    profileId: card.profileId,
    platform: card.platform,
    platform_username: card.username,
    fullName: card.fullName,
    avatarUrl: card.avatarUrl,
    followers: Number(card.followers),
    engagementRate: Number(card.engagementRate),
    isDemo: card.isDemo,
  };
}

export function toInfluencerDealDto(row: InfluencerRow) {
  return {
    status: row.status,
    feeMinor: row.feeMinor,
    currency: row.currency,
    deliverables: row.deliverables,
    notes: row.notes,
    addedAt: row.addedAt.toISOString(),
  };
}

export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    _id: row.id,
    profileId: row.profileId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    method: row.method,
    dueOn: row.dueOn,
    paidOn: row.paidOn,
    note: row.note,
    invoiceName: row.invoiceKey ? invoiceOfKey(row.invoiceKey).fileName : null,
    invoiceUrl: row.invoiceKey ? `/api/v1/customer/campaign/payment/${row.id}/invoice` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Payments summed per currency and status; spend is paid plus scheduled. */
export function paymentTotals(payments: readonly PaymentForSpend[]) {
  const byCurrency = new Map<
    string,
    { paidMinor: number; scheduledMinor: number; pendingMinor: number; cancelledMinor: number }
  >();
  for (const p of payments) {
    const totals = byCurrency.get(p.currency) ?? {
      paidMinor: 0,
      scheduledMinor: 0,
      pendingMinor: 0,
      cancelledMinor: 0,
    };
    totals[`${p.status}Minor`] += p.amountMinor;
    byCurrency.set(p.currency, totals);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({ currency, ...t, spendMinor: t.paidMinor + t.scheduledMinor }));
}

/**
 * An activity line in the reader's language; a row from before lines were kept by key has its
 * English only (the web app still recognises those).
 */
export function toActivityDto(row: ActivityRow, locale: Locale) {
  return {
    _id: row.id,
    kind: row.kind,
    message: row.text ? readStoredText(row.text).in(locale) : row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toFileDto(row: FileRow): FileDto {
  return {
    _id: row.id,
    kind: row.kind,
    profileId: row.profileId,
    title: row.title,
    url: row.url,
    downloadUrl: row.storageKey ? `/api/v1/customer/campaign/file/${row.id}` : null,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    usageRights: row.usageRights,
    createdAt: row.createdAt.toISOString(),
  };
}
