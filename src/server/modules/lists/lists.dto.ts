import type { ListDto, ListItemDto, SharedListDto, StatusDto } from '../../../common/api/lists';
import type { ListItemRow, ListStatusSummary } from './lists.repository';
import type { ListRow } from './lists.tables';

export function toStatusDto(row: ListStatusSummary): StatusDto {
  return {
    _id: row.id,
    name: row.name,
    labelKey: row.labelKey,
    color: row.color,
    position: row.position,
  };
}

export function toListDto(
  list: ListRow,
  count: number,
  statuses: ListStatusSummary[],
  shareUrlOf: (token: string) => string,
): ListDto {
  return {
    _id: list.id,
    name: list.name,
    count,
    statuses: statuses.map(toStatusDto),
    shared: list.shareToken !== null,
    shareUrl: list.shareToken ? shareUrlOf(list.shareToken) : null,
    createdAt: list.createdAt.toISOString(),
  };
}

export function toListItemDto(row: ListItemRow): ListItemDto {
  return { ...row, addedAt: row.addedAt.toISOString() };
}

/** The public page shows the creators and their status only: no ids, contacts or custom fields. */
export function toSharedProfileDto(row: ListItemRow): SharedListDto['profiles'][number] {
  return {
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    platform: row.platform,
    followers: row.followers,
    engagementRate: row.engagementRate,
    status: row.status,
    statusKey: row.statusKey,
    isDemo: row.isDemo,
  };
}
