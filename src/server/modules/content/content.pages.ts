import type { ContentDto, ContentPageDto } from '../../../common/api/content';
import { notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { UrlSigner } from '../media';
import { toContentDto } from './content.dto';
import type { ContentFilter, ContentRepository } from './content.repository';

/** Pages and single contents as DTOs, with the lists each content is saved to. */
export function createContentPages(repository: ContentRepository, urls: UrlSigner) {
  return {
    async page(
      orgId: string,
      filter: ContentFilter,
      paging: { page: number; limit: number },
    ): Promise<ContentPageDto> {
      const offset = (paging.page - 1) * paging.limit;
      const { rows, total } = await repository.page(orgId, filter, { offset, limit: paging.limit });
      const lists = await repository.listsOf(
        orgId,
        rows.map((row) => row.id),
      );
      const sign = await urls.signer();
      return {
        items: rows.map((row) => toContentDto(row, sign, lists.get(row.id))),
        total,
        page: paging.page,
        limit: paging.limit,
        hasMore: offset + rows.length < total,
      };
    },

    async one(orgId: string, contentId: string): Promise<ContentDto> {
      const view = await repository.findView(orgId, contentId);
      if (!view) throw notFound(THING.content, contentId);
      const lists = await repository.listsOf(orgId, [contentId]);
      return toContentDto(view, await urls.signer(), lists.get(contentId));
    },
  };
}

export type ContentPages = ReturnType<typeof createContentPages>;
