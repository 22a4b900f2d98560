// The bell's calls. Polling with the query cache rather than a server push: one small indexed
// query every 15 s (and when the window regains focus) per open app is cheap, works through every
// proxy, and needs nothing kept open on the server; a notification arrives within 15 s.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkReadInput,
  NotificationDto,
  NotificationListDto,
  PreferenceDto,
  PreferencesDto,
} from '../../../common/api/notifications';
import { apiRequest } from '../../lib/api-client';

export const NOTIFICATIONS_POLL_MS = 15_000;

/** One notification of the bell (named so it does not shadow the browser's Notification). */
export type AppNotification = NotificationDto;

const notificationKeys = { all: ['notifications'] as const };

export function useNotifications(isEnabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) =>
      // Quiet: a failed poll must not toast every 15 s; the list says it could not load.
      apiRequest<NotificationListDto>('/customer/notifications', { signal, quiet: true }),
    enabled: isEnabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadInput) =>
      apiRequest<null>('/customer/notifications/read', { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

const preferenceKeys = { all: ['notifications', 'preferences'] as const };

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferenceKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<PreferencesDto>('/customer/notifications/preferences', {
        signal,
      }),
  });
}

export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, channel }: PreferenceDto) =>
      apiRequest<PreferencesDto>('/customer/notifications/preferences', {
        method: 'PUT',
        body: { [type]: channel },
      }),
    onSuccess: (saved) => queryClient.setQueryData(preferenceKeys.all, saved),
    // The bell shows only the kinds chosen for the app.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
