import { type FeedbackRequest, feedbackSchema, feedbackStatusSchema } from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../platform/api/services';

export const feedbackKeys = {
  status: ['feedback', 'status'] as const,
};

/**
 * GET /api/platform/v1/feedback-status, asked once per page load: the prompt decides from it whether
 * to appear at all (docs/platform-shell.md section 6, 'Feedback').
 */
export function useFeedbackStatus(enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.status,
    queryFn: async ({ signal }) =>
      feedbackStatusSchema.parse(await platformApi.data<unknown>('/feedback-status', { signal })),
    enabled,
    // An error means "treat feedback as done" (spec section 8), not a reason to ask again.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/platform/v1/feedback; once sent, the month's status says so without another call. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: FeedbackRequest) =>
      feedbackSchema.parse(await platformApi.data<unknown>('/feedback', { method: 'POST', body: request })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.status }),
  });
}
