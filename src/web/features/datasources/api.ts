// Settings → Data sources: the sources of real creator data, and an organization's key for each.
// Listing is open to every member (Discover offers what is connected); connecting and
// disconnecting are the owner's.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConnectDataSourceBody,
  DataSourceDto,
  DataSourceId,
  DataSourcesDto,
} from '../../../common/api/data-sources';
import { apiRequest } from '../../lib/api-client';

const DATA_SOURCES = '/customer/data-sources';

export const dataSourceKeys = {
  all: ['data-sources'] as const,
  list: ['data-sources', 'list'] as const,
};

export function useDataSources({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: dataSourceKeys.list,
    queryFn: ({ signal }) => apiRequest<DataSourcesDto>(DATA_SOURCES, { signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

/**
 * Saves a key once the server has tried it against the source. Quiet: a refused key is said next
 * to the field it was typed in, not in a toast.
 */
export function useConnectDataSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, key }: ConnectDataSourceBody & { source: DataSourceId }) =>
      apiRequest<DataSourceDto>(`${DATA_SOURCES}/${source}`, {
        method: 'PUT',
        body: { key } satisfies ConnectDataSourceBody,
        quiet: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataSourceKeys.all }),
  });
}

export function useDisconnectDataSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: DataSourceId) =>
      apiRequest<undefined>(`${DATA_SOURCES}/${source}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataSourceKeys.all }),
  });
}
