import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriorityInput } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

export const priorityKeys = { all: ['priorities'] as const };

export function usePriorities() {
  return useQuery({ queryKey: priorityKeys.all, queryFn: () => unwrap(api.GET('/api/priorities')) });
}

export function useAddPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriorityInput) => unwrap(api.POST('/api/priorities', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: priorityKeys.all }),
  });
}

export function useRemovePriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/priorities/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: priorityKeys.all }),
  });
}
