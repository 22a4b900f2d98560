import type { ListDto, ListRef } from '../../../common/api/lists';
import { badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { toListDto } from './lists.dto';
import type { ListsRepository } from './lists.repository';
import type { ListRow } from './lists.tables';
import { LIST_TEXT } from './lists.text';

/**
 * Shared by the list and list-item services: finding lists and turning them into answers.
 * `appUrl` is where the organization's clients open pages: an agency's verified domain, else ours.
 */
export function createListLookups(
  repository: ListsRepository,
  appUrl: (orgId: string) => Promise<string>,
) {
  /**
   * Builds share links for these lists of one organization. Its address is looked up once per
   * answer, and only when one of them is shared: most are not, and lists are read on every page.
   */
  async function shareUrlsOf(
    orgId: string,
    shared: { shareToken: string | null }[],
  ): Promise<(token: string) => string> {
    const base = shared.some((list) => list.shareToken) ? await appUrl(orgId) : '';
    return (token) => `${base}/shared/list/${token}`;
  }

  async function getListOrThrow(orgId: string, listId: string): Promise<ListRow> {
    const list = await repository.findList(orgId, listId);
    if (!list) throw notFound(THING.list, listId);
    return list;
  }

  return {
    shareUrlsOf,
    getListOrThrow,

    /** A list by id, or by name in any case; exactly one of the two (400 field listId). */
    async getListByRefOrThrow(orgId: string, ref: ListRef): Promise<ListRow> {
      if ((ref.listId === undefined) === (ref.listName === undefined)) {
        throw badRequest(LIST_TEXT.oneOfListIdAndName, 'listId');
      }
      if (ref.listId !== undefined) return getListOrThrow(orgId, ref.listId);
      const name = (ref.listName ?? '').trim();
      const list = await repository.findListByName(orgId, name);
      if (!list) throw notFound(THING.list, name);
      return list;
    },

    async toDto(list: ListRow): Promise<ListDto> {
      const [count, statuses, shareUrlOf] = await Promise.all([
        repository.countItems(list.orgId, list.id),
        repository.statusesOf(list.orgId, [list.id]),
        shareUrlsOf(list.orgId, [list]),
      ]);
      return toListDto(list, count, statuses, shareUrlOf);
    },
  };
}

export type ListLookups = ReturnType<typeof createListLookups>;
