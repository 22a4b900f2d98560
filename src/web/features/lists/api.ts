// Query keys and hooks of CRM lists (/customer/list/*, the list actions of /customer/socialProfile/*
// and the public shared list): the only place this feature calls the API.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateListBody,
  EnrichQueuedDto,
  ListCollectionDto,
  ListDto,
  ListItemsDto,
  ListMembershipBody,
  ListMetaAction,
  RemovedFromListDto,
  RenameListBody,
  ShareDto,
  SharedListDto,
  StatusDto,
  StatusesDto,
} from '../../../common/api/lists';
import type { ProfileActionInput } from '../../../common/api/profiles';
import { apiRequest } from '../../lib/api-client';
import { type MoveTarget, moveItem } from './kanban';

const LIST = '/customer/list';
const PROFILE = '/customer/socialProfile';

export type ListStatus = StatusDto;
export type CrmList = ListDto;
export type ListWithItems = ListItemsDto;
export type SharedList = SharedListDto;

type WithoutListId<Body> = Body extends unknown ? Omit<Body, 'listId'> : never;
/** A change of the statuses of the list the hook is for: a list-meta body without its listId. */
export type StatusChange = WithoutListId<ListMetaAction>;

/** Under 'lists', so a change here also refreshes Discover's list picker. */
export const listKeys = {
  all: ['lists'] as const,
  overview: (showEmpty: boolean) => ['lists', 'overview', showEmpty] as const,
  items: (listId: string) => ['lists', 'items', listId] as const,
  shared: (token: string) => ['lists', 'shared', token] as const,
};

function listsQuery(showEmpty: boolean) {
  return {
    queryKey: listKeys.overview(showEmpty),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const answer = await apiRequest<ListCollectionDto>(`${LIST}/listwithCount`, {
        query: { hideEmptyList: !showEmpty },
        signal,
        quiet: true,
      });
      return answer.items;
    },
  };
}

export function useLists(showEmpty: boolean) {
  return useQuery(listsQuery(showEmpty));
}

/** Every list, empty ones too (still somewhere to put creators), once a picker opens. */
export function usePickableLists(isEnabled: boolean) {
  return useQuery({ ...listsQuery(true), enabled: isEnabled, staleTime: 30_000 });
}

export function useListItems(listId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: listKeys.items(listId),
    queryFn: ({ signal }) =>
      apiRequest<ListWithItems>(`${LIST}/items`, { query: { listId }, signal, quiet: true }),
  });
}

export function useSharedList(token: string) {
  return useQuery({
    queryKey: listKeys.shared(token),
    queryFn: ({ signal }) =>
      apiRequest<SharedList>(`/public/shared-lists/${encodeURIComponent(token)}`, {
        signal,
        quiet: true,
      }),
    retry: false,
  });
}

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys.all });
}

export function useCreateList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<CrmList>(`${LIST}/addListItem`, {
        method: 'POST',
        body: { name } satisfies CreateListBody,
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export function useRenameList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ listId, name }: RenameListBody) =>
      apiRequest<CrmList>(`${LIST}/renameListItem`, {
        method: 'PUT',
        body: { listId, name } satisfies RenameListBody,
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (listId: string) =>
      apiRequest<unknown>(`${LIST}/removeListItem`, { method: 'DELETE', query: { listId } }),
    onSuccess: refresh,
  });
}

export function useShareList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (listId: string) =>
      apiRequest<ShareDto>(`${LIST}/share-profile-list`, {
        method: 'POST',
        body: { listId },
      }),
    onSuccess: refresh,
  });
}

export function useUnshareList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (listId: string) =>
      apiRequest<unknown>(`${LIST}/share-profile-list`, { method: 'DELETE', query: { listId } }),
    onSuccess: refresh,
  });
}

export function useEnrichList() {
  return useMutation({
    mutationFn: (listId: string) =>
      apiRequest<EnrichQueuedDto>(`${LIST}/enrich-request`, {
        method: 'POST',
        body: { listId },
      }),
  });
}

export function useChangeStatuses(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      apiRequest<StatusesDto>(`${LIST}/list-meta`, {
        method: 'PUT',
        body: { ...change, listId } satisfies ListMetaAction,
        quiet: change.action === 'addStatus' || change.action === 'updateStatus',
      }),
    onSettled: refresh,
  });
}

export function useRemoveFromList(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (profileIds: string[]) =>
      apiRequest<RemovedFromListDto>(`${PROFILE}/removeFromList`, {
        method: 'PUT',
        body: { profileIds, listId } satisfies ListMembershipBody,
      }),
    onSuccess: refresh,
  });
}

export type CardMove = { profileId: string; target: MoveTarget };

/**
 * Moves a card to a column (a status, or none) at an index: the board changes at once and goes
 * back if the server says no (its message is toasted by the API client).
 */
export function useMoveCard(listId: string) {
  const queryClient = useQueryClient();
  const key = listKeys.items(listId);
  return useMutation({
    mutationFn: ({ profileId, target }: CardMove) => {
      const data = queryClient.getQueryData<ListWithItems>(key);
      const status = data?.list.statuses.find((s) => s._id === target.statusId);
      const body: ProfileActionInput =
        status === undefined
          ? { action: 'clearListStatus', listId }
          : { action: 'updateListStatus', listId, status: status.name, position: target.position };
      return apiRequest<unknown>(`${PROFILE}/${encodeURIComponent(profileId)}`, {
        method: 'PUT',
        body,
      });
    },
    onMutate: async ({ profileId, target }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListWithItems>(key);
      if (previous) {
        queryClient.setQueryData<ListWithItems>(key, {
          ...previous,
          items: moveItem(previous.items, previous.list.statuses, profileId, target),
        });
      }
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
