// Query keys and hooks of CRM lists (/customer/list/*, the list actions of /customer/socialProfile/*
// and the public shared list): the only place this feature calls the API.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Platform } from '../../../common/constants';
import { apiRequest } from '../../lib/api-client';
import type { LogoByHost } from '../whitelabel';
import { type ListItem, type MoveTarget, moveItem } from './kanban';

const LIST = '/customer/list';
const PROFILE = '/customer/socialProfile';

export type ListStatus = { _id: string; name: string; color: string | null; position: number };

export type CrmList = {
  _id: string;
  name: string;
  count: number;
  statuses: ListStatus[];
  shared: boolean;
  shareUrl: string | null;
  createdAt: string;
};

export type ListWithItems = { list: CrmList; items: ListItem[] };

export type SharedProfile = {
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  platform: Platform;
  followers: number;
  engagementRate: number;
  status: string | null;
  /** Generated demo data: labelled on the page. */
  isDemo: boolean;
};

export type SharedList = {
  name: string;
  sharedAt: string;
  profiles: SharedProfile[];
  /** The brand of the organization that shared it: the page wears it. */
  branding: LogoByHost;
};

export type StatusChange =
  | { action: 'addStatus'; name: string; color?: string }
  | { action: 'updateStatus'; statusId: string; name?: string; color?: string }
  | { action: 'removeStatus'; statusId: string }
  | { action: 'reorderStatus'; statusIds: string[] };

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
      const answer = await apiRequest<{ items: CrmList[] }>(`${LIST}/listwithCount`, {
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
      apiRequest<CrmList>(`${LIST}/addListItem`, { method: 'POST', body: { name }, quiet: true }),
    onSuccess: refresh,
  });
}

export function useRenameList() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      apiRequest<CrmList>(`${LIST}/renameListItem`, {
        method: 'PUT',
        body: { listId, name },
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
      apiRequest<{ shareUrl: string; token: string }>(`${LIST}/share-profile-list`, {
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
      apiRequest<{ queued: number }>(`${LIST}/enrich-request`, {
        method: 'POST',
        body: { listId },
      }),
  });
}

export function useChangeStatuses(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      apiRequest<{ statuses: ListStatus[] }>(`${LIST}/list-meta`, {
        method: 'PUT',
        body: { ...change, listId },
        quiet: change.action === 'addStatus' || change.action === 'updateStatus',
      }),
    onSettled: refresh,
  });
}

export function useRemoveFromList(listId: string) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (profileIds: string[]) =>
      apiRequest<{ removed: number }>(`${PROFILE}/removeFromList`, {
        method: 'PUT',
        body: { profileIds, listId },
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
      const body =
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
