/** The AI Insights screen's reads and writes, through the typed client. */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DismissalReason, Insight, InsightFlagType, InsightListResponse, ScanResponse } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';

export type InsightTab = 'all' | 'unread' | 'high';

export const insightKeys = {
  all: ['insights'] as const,
  list: (tab: InsightTab) => [...insightKeys.all, 'list', tab] as const,
};

export function getInsights(tab: InsightTab, cursor?: string, signal?: AbortSignal): Promise<InsightListResponse> {
  return unwrap(api.GET('/api/insights', { params: { query: { tab, ...(cursor ? { cursor } : {}) } }, signal }));
}

export const insightsQueryOptions = (tab: InsightTab) =>
  infiniteQueryOptions({
    queryKey: insightKeys.list(tab),
    queryFn: ({ pageParam, signal }) => getInsights(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useInsights(tab: InsightTab) {
  return useInfiniteQuery(insightsQueryOptions(tab));
}

/** Changes one insight in every cached tab at once, so the screen answers before the server does. */
function usePatchInsight() {
  const queryClient = useQueryClient();
  return (id: string, patch: (insight: Insight) => Insight | null) => {
    for (const tab of ['all', 'unread', 'high'] as const) {
      queryClient.setQueryData(insightKeys.list(tab), (data: { pages: InsightListResponse[]; pageParams: unknown[] } | undefined) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.flatMap((i) => {
                  if (i.id !== id) return [i];
                  const next = patch(i);
                  return next ? [next] : [];
                }),
              })),
            }
          : data,
      );
    }
  };
}

export function useMarkInsightRead() {
  const queryClient = useQueryClient();
  const patch = usePatchInsight();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/insights/{id}/read', { params: { path: { id } } })),
    onMutate: (id) => patch(id, (i) => ({ ...i, is_read: true })),
    // Spec §8: marking read and rating failures are only logged.
    onError: (err) => console.warn('Marking an insight read failed', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: insightKeys.all }),
  });
}

export function useRateInsight() {
  const queryClient = useQueryClient();
  const patch = usePatchInsight();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: 5 | 1 }) =>
      unwrap(api.POST('/api/insights/{id}/rating', { params: { path: { id } }, body: { rating } })),
    onMutate: ({ id, rating }) => patch(id, (i) => ({ ...i, rating })),
    onError: (err) => console.warn('Rating an insight failed', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: insightKeys.all }),
  });
}

export function useDismissInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, comment }: { id: string; reason: DismissalReason; comment: string }) =>
      unwrap(
        api.POST('/api/insights/{id}/dismiss', { params: { path: { id } }, body: { reason, ...(comment.trim() ? { comment } : {}) } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: insightKeys.all }),
  });
}

/** A flag for the administrators' review; the insight stays in the list. */
export function useFlagInsight() {
  return useMutation({
    mutationFn: ({ id, type, comment }: { id: string; type: InsightFlagType; comment: string }) =>
      unwrap(api.POST('/api/insights/{id}/flag', { params: { path: { id } }, body: { type, ...(comment.trim() ? { comment } : {}) } })),
  });
}

export function useRunScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<ScanResponse> => unwrap(api.POST('/api/insights/scan', { body: { trigger_type: 'manual' } })),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: insightKeys.all }), queryClient.invalidateQueries({ queryKey: ['profile'] })]),
  });
}
