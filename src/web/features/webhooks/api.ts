// Settings → Webhooks: the organization's endpoints and their delivery logs (owner only).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const WEBHOOKS = '/customer/webhooks';

export type WebhookEndpoint = {
  _id: string;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  previousSecretExpiresAt: string | null;
  createdAt: string;
};

export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };

export type DeliveryAttempt = {
  at: string;
  statusCode: number | null;
  responseMs: number;
  error: string | null;
};

export type WebhookDelivery = {
  _id: string;
  eventId: string | null;
  eventType: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  body: string;
};

export type WebhookInput = { url: string; description: string; eventTypes: string[] };

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) =>
      apiRequest<{ items: WebhookEndpoint[]; eventTypes: string[] }>(WEBHOOKS, { signal }),
  });
}

export function useWebhookDeliveries(id: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) =>
      apiRequest<{ items: WebhookDelivery[] }>(`${WEBHOOKS}/${id}/deliveries`, { signal }),
    enabled: isEnabled,
    // Retries happen in the background: the log keeps up while it is open.
    refetchInterval: 5_000,
  });
}

function useWebhookMutation<Variables, Answer>(request: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useCreateWebhook() {
  return useWebhookMutation((input: WebhookInput) =>
    apiRequest<WebhookEndpointWithSecret>(WEBHOOKS, { method: 'POST', body: input }),
  );
}

export function useUpdateWebhook() {
  return useWebhookMutation(
    ({ id, ...changes }: Partial<WebhookInput> & { id: string; enabled?: boolean }) =>
      apiRequest<WebhookEndpoint>(`${WEBHOOKS}/${id}`, { method: 'PUT', body: changes }),
  );
}

export function useDeleteWebhook() {
  return useWebhookMutation((id: string) =>
    apiRequest<{ deleted: true }>(`${WEBHOOKS}/${id}`, { method: 'DELETE' }),
  );
}

export function useRotateWebhookSecret() {
  return useWebhookMutation((id: string) =>
    apiRequest<WebhookEndpointWithSecret>(`${WEBHOOKS}/${id}/rotate-secret`, { method: 'POST' }),
  );
}

export function useSendTestEvent() {
  return useWebhookMutation((id: string) =>
    apiRequest<WebhookDelivery>(`${WEBHOOKS}/${id}/test`, { method: 'POST' }),
  );
}

export function useRedeliver() {
  return useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiRequest<WebhookDelivery>(`${WEBHOOKS}/${id}/deliveries/${deliveryId}/redeliver`, {
      method: 'POST',
    }),
  );
}
