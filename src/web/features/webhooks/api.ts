// Settings → Webhooks: the organization's endpoints and their delivery logs (owner only).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEndpointInput,
  DeliveriesDto,
  DeliveryDto,
  EndpointDto,
  EndpointListDto,
  EndpointWithSecretDto,
  UpdateEndpointInput,
} from '../../../common/api/webhooks';
import { apiRequest } from '../../lib/api-client';

const WEBHOOKS = '/customer/webhooks';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) => apiRequest<EndpointListDto>(WEBHOOKS, { signal }),
  });
}

export function useWebhookDeliveries(id: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => apiRequest<DeliveriesDto>(`${WEBHOOKS}/${id}/deliveries`, { signal }),
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
  return useWebhookMutation((input: CreateEndpointInput) =>
    apiRequest<EndpointWithSecretDto>(WEBHOOKS, { method: 'POST', body: input }),
  );
}

export function useUpdateWebhook() {
  return useWebhookMutation(({ id, ...changes }: UpdateEndpointInput & { id: string }) =>
    apiRequest<EndpointDto>(`${WEBHOOKS}/${id}`, { method: 'PUT', body: changes }),
  );
}

export function useDeleteWebhook() {
  return useWebhookMutation((id: string) =>
    apiRequest<{ deleted: true }>(`${WEBHOOKS}/${id}`, { method: 'DELETE' }),
  );
}

export function useRotateWebhookSecret() {
  return useWebhookMutation((id: string) =>
    apiRequest<EndpointWithSecretDto>(`${WEBHOOKS}/${id}/rotate-secret`, { method: 'POST' }),
  );
}

export function useSendTestEvent() {
  return useWebhookMutation((id: string) =>
    apiRequest<DeliveryDto>(`${WEBHOOKS}/${id}/test`, { method: 'POST' }),
  );
}

export function useRedeliver() {
  return useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiRequest<DeliveryDto>(`${WEBHOOKS}/${id}/deliveries/${deliveryId}/redeliver`, {
      method: 'POST',
    }),
  );
}
