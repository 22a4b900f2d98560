// Query keys and hooks of the CRM profiles, custom fields and the public profile page: the only
// place this feature calls the API.

import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CategoryBody,
  CategoryUpdateBody,
  CustomFieldBody,
  CustomFieldUpdateBody,
} from '../../../common/api/custom-fields';
import type {
  AddedToListDto,
  ListCollectionDto,
  ListMembershipBody,
  ProfileListsDto,
  RemovedFromListDto,
  StatusesDto,
} from '../../../common/api/lists';
import type {
  EnrichRequestedDto,
  InfoBody,
  ProfileBankBody,
  RelatedProfilesDto,
} from '../../../common/api/profiles';
import { apiBlob, apiRequest, apiUpload } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download-file';
import { accountKeys } from '../account';
import type { ListChoice } from '../lists';
import { type ProfileFilters, toApiFilters } from './filters';
import type {
  Attachment,
  ContentPage,
  CustomField,
  CustomFieldsAnswer,
  Dashboard,
  FieldCategory,
  Profile,
  ProfileAction,
  ProfileDetail,
  ProfilePage,
  PublicProfile,
} from './types';

const CUSTOMER = '/customer';
const PROFILE = `${CUSTOMER}/socialProfile`;
export const PROFILES_PAGE_SIZE = 20;

export const profileKeys = {
  all: ['profiles'] as const,
  pages: ['profiles', 'page'] as const,
  page: (filters: ProfileFilters) => ['profiles', 'page', filters] as const,
  detail: (profileId: string) => ['profiles', 'detail', profileId] as const,
  related: (profileId: string) => ['profiles', 'related', profileId] as const,
  contents: (profileId: string) => ['profiles', 'contents', profileId] as const,
  stories: (profileId: string) => ['profiles', 'stories', profileId] as const,
  dashboard: ['profiles', 'dashboard'] as const,
  publicProfile: (token: string) => ['public', 'profile', token] as const,
};

/** Under 'lists' so whoever changes lists refreshes these too. */
export const crmListKeys = {
  all: ['lists'] as const,
  everyList: ['lists', 'all-with-count'] as const,
  ofProfile: (profileId: string) => ['lists', 'of-profile', profileId] as const,
  statuses: (listId: string) => ['lists', 'statuses', listId] as const,
};

export const customFieldKeys = { all: ['custom-fields'] as const };

// ---- dashboard ----------------------------------------------------------------------------------

export function useDashboard() {
  return useQuery({
    queryKey: profileKeys.dashboard,
    queryFn: ({ signal }) =>
      apiRequest<Dashboard>(`${CUSTOMER}/dashboard`, { signal, quiet: true }),
  });
}

// ---- profiles table -----------------------------------------------------------------------------

/** SPEC 4: a filter change starts again at page 1 (a new key); pages append on "Load more". */
export function useProfilesPages(filters: ProfileFilters) {
  return useInfiniteQuery({
    queryKey: profileKeys.page(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProfilePage>(`${CUSTOMER}/socialProfiles`, {
        query: {
          page: pageParam,
          limit: PROFILES_PAGE_SIZE,
          filters: JSON.stringify(toApiFilters(filters)),
        },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ProfilePage) =>
      last.hasMore && last.items.length > 0 ? last.page + 1 : undefined,
  });
}

/** A changed profile shows at once in its detail; tables and counts refetch behind it. */
function settleProfile(queryClient: QueryClient, profile: ProfileDetail | undefined) {
  if (profile) queryClient.setQueryData(profileKeys.detail(profile.profileId), profile);
  void queryClient.invalidateQueries({ queryKey: profileKeys.pages });
  void queryClient.invalidateQueries({ queryKey: profileKeys.dashboard });
}

export function useProfile(profileId: string) {
  return useQuery({
    queryKey: profileKeys.detail(profileId),
    queryFn: ({ signal }) =>
      apiRequest<ProfileDetail>(`${PROFILE}/${profileId}`, { signal, quiet: true }),
  });
}

export function useProfileAction(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProfileAction) =>
      apiRequest<ProfileDetail>(`${PROFILE}/${profileId}`, { method: 'PUT', body: action }),
    onSuccess: async (profile, action) => {
      settleProfile(queryClient, profile);
      if (action.action === 'updateListStatus' || action.action === 'clearListStatus') {
        // Awaited: the status select shows the choice until the lists have it too.
        await queryClient.invalidateQueries({ queryKey: crmListKeys.all });
      }
    },
  });
}

/** The same action on many profiles (bulk favourite), one call each; all settle together. */
export function useBulkProfileAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profileIds, action }: { profileIds: string[]; action: ProfileAction }) => {
      for (const profileId of profileIds) {
        await apiRequest<ProfileDetail>(`${PROFILE}/${profileId}`, { method: 'PUT', body: action });
      }
    },
    onSettled: () => settleProfile(queryClient, undefined),
  });
}

export function useUpdateInfo(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InfoBody) =>
      apiRequest<ProfileDetail>(`${PROFILE}/${profileId}/info`, { method: 'PUT', body }),
    onSuccess: (profile) => settleProfile(queryClient, profile),
  });
}

export function useEnrichProfile(profileId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<EnrichRequestedDto>(`${PROFILE}/${profileId}/enrich`, { method: 'PUT' }),
  });
}

export function useCollectContacts(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A 423 (contactUnlocks) opens the upgrade popup through the client.
    mutationFn: () =>
      apiRequest<ProfileDetail>(`${PROFILE}/${profileId}/collect-contacts`, { method: 'PUT' }),
    onSuccess: (profile) => settleProfile(queryClient, profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] }),
  });
}

export function useDeleteProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profileIds: readonly string[]) => {
      for (const profileId of profileIds) {
        await apiRequest<unknown>(PROFILE, { method: 'DELETE', query: { profileId } });
      }
    },
    onSettled: (_result, _error, profileIds) => {
      for (const profileId of profileIds) {
        queryClient.removeQueries({ queryKey: profileKeys.detail(profileId) });
      }
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: crmListKeys.all });
    },
  });
}

export function useRelatedProfiles(profileId: string) {
  return useQuery({
    queryKey: profileKeys.related(profileId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<RelatedProfilesDto>(`${PROFILE}/related-profiles`, {
          query: { profileId, limit: 6 },
          signal,
          quiet: true,
        })
      ).items,
    staleTime: 5 * 60_000,
  });
}

export function useTrackBankProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileBankId: string) =>
      apiRequest<ProfileDetail>(`${PROFILE}/profile-bank`, {
        method: 'POST',
        body: { profileBankId } satisfies ProfileBankBody,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] });
    },
  });
}

// ---- posts and stories --------------------------------------------------------------------------

export function useProfileContents(profile: Pick<Profile, 'profileId' | 'platform'>) {
  return useQuery({
    queryKey: profileKeys.contents(profile.profileId),
    queryFn: ({ signal }) =>
      apiRequest<ContentPage>(`${CUSTOMER}/contents`, {
        query: { profileId: profile.profileId, platform: profile.platform, limit: 12 },
        signal,
        quiet: true,
      }),
  });
}

export function useProfileStories(profileId: string) {
  return useQuery({
    queryKey: profileKeys.stories(profileId),
    queryFn: ({ signal }) =>
      apiRequest<ContentPage>(`${PROFILE}/stories`, {
        query: { profileId, limit: 12 },
        signal,
        quiet: true,
      }),
  });
}

// ---- lists --------------------------------------------------------------------------------------

export function useProfileLists(profileId: string) {
  return useQuery({
    queryKey: crmListKeys.ofProfile(profileId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ProfileListsDto>(`${CUSTOMER}/list/profile-lists`, {
          query: { profileId },
          signal,
          quiet: true,
        })
      ).items,
  });
}

export function useListStatuses(listId: string | null) {
  return useQuery({
    queryKey: crmListKeys.statuses(listId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<StatusesDto>(`${CUSTOMER}/list/list-meta`, {
          query: { listId },
          signal,
          quiet: true,
        })
      ).statuses,
    enabled: listId !== null && listId !== '',
    staleTime: 60_000,
  });
}

/** Every list of the organization, empty ones too (the list filter). */
export function useAllLists() {
  return useQuery({
    queryKey: crmListKeys.everyList,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListCollectionDto>(`${CUSTOMER}/list/listwithCount`, {
          query: { hideEmptyList: 'false' },
          signal,
          quiet: true,
        })
      ).items,
    staleTime: 30_000,
  });
}

/** Into one of the lists by id, or a new list by name (the server creates it). */
export function useAddToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileIds, list }: { profileIds: string[]; list: ListChoice }) =>
      apiRequest<AddedToListDto>(`${PROFILE}/addToList`, {
        method: 'PUT',
        body: (list.listId === null
          ? { profileIds, listName: list.name }
          : { profileIds, listId: list.listId }) satisfies ListMembershipBody,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: crmListKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useRemoveFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileIds, listId }: { profileIds: string[]; listId: string }) =>
      apiRequest<RemovedFromListDto>(`${PROFILE}/removeFromList`, {
        method: 'PUT',
        body: { profileIds, listId } satisfies ListMembershipBody,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: crmListKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

// ---- attachments --------------------------------------------------------------------------------

export type UploadInput = { file: File; title?: string };

/** Reports the fraction sent so far: files can be large and links slow. */
export function useUploadAttachment(profileId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, title }: UploadInput) => {
      const form = new FormData();
      form.append('profileId', profileId);
      if (title?.trim()) form.append('title', title.trim());
      form.append('file', file);
      return apiUpload<Attachment>(`${PROFILE}/attachment`, form, { onProgress });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(profileId) }),
  });
}

/** Fetched with the session's token, which a plain link could not send, then saved as a file. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const blob = await apiBlob(`${PROFILE}/attachment/${encodeURIComponent(attachment._id)}`);
  downloadBlob(blob, attachment.fileName);
}

// ---- custom fields ------------------------------------------------------------------------------

export function useCustomFields() {
  return useQuery({
    queryKey: customFieldKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<CustomFieldsAnswer>(`${CUSTOMER}/custom-fields`, { signal, quiet: true }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export type CustomFieldInput = CustomFieldBody;

function useCustomFieldsMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: customFieldKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useCreateCustomField() {
  // Quiet: a taken name (409, field name) shows under the field.
  return useCustomFieldsMutation((input: CustomFieldInput) =>
    apiRequest<CustomField>(`${CUSTOMER}/custom-fields`, {
      method: 'POST',
      body: input,
      quiet: true,
    }),
  );
}

export function useUpdateCustomField() {
  return useCustomFieldsMutation(({ id, ...body }: { id: string } & CustomFieldUpdateBody) =>
    apiRequest<CustomField>(`${CUSTOMER}/custom-fields/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteCustomField() {
  return useCustomFieldsMutation((id: string) =>
    apiRequest<unknown>(`${CUSTOMER}/custom-fields/${id}`, { method: 'DELETE' }),
  );
}

export function useCreateCategory() {
  return useCustomFieldsMutation((name: string) =>
    apiRequest<FieldCategory>(`${CUSTOMER}/field-categories`, {
      method: 'POST',
      body: { name } satisfies CategoryBody,
      quiet: true,
    }),
  );
}

export function useRenameCategory() {
  return useCustomFieldsMutation(({ id, name }: { id: string; name: string }) =>
    apiRequest<FieldCategory>(`${CUSTOMER}/field-categories/${id}`, {
      method: 'PUT',
      body: { name } satisfies CategoryUpdateBody,
    }),
  );
}

export function useDeleteCategory() {
  return useCustomFieldsMutation((id: string) =>
    apiRequest<unknown>(`${CUSTOMER}/field-categories/${id}`, { method: 'DELETE' }),
  );
}

// ---- table settings -----------------------------------------------------------------------------

/** Saves the profiles table's columns; the server merges tableSettings key by key. */
export function useSaveProfileColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) =>
      apiRequest<unknown>(`${CUSTOMER}/account/updateUserInfo`, {
        method: 'PUT',
        body: { tableSettings: { profiles: { columns } } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}

// ---- public profile -----------------------------------------------------------------------------

/** A shared profile by the token of its public link; 404 (an error) once sharing is revoked. */
export function usePublicProfile(token: string) {
  return useQuery({
    queryKey: profileKeys.publicProfile(token),
    queryFn: ({ signal }) =>
      apiRequest<PublicProfile>(`/public/profile/${encodeURIComponent(token)}`, {
        signal,
        quiet: true,
      }),
    enabled: token !== '',
    retry: false,
  });
}
