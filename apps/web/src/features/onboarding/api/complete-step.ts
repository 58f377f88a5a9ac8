import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingProgress, OnboardingRecordableStep } from '@tradeloom/domain';
import { api, unwrap } from '@/lib/api';
import { onboardingKeys } from './get-onboarding';

/** POST /api/onboarding/steps/{step}: records the step's event (once) and answers the new progress. */
export function completeOnboardingStep(step: OnboardingRecordableStep): Promise<OnboardingProgress> {
  return unwrap(api.POST('/api/onboarding/steps/{step}', { params: { path: { step } } }));
}

export function useCompleteOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboardingStep,
    onSuccess: (progress) => queryClient.setQueryData(onboardingKeys.all, progress),
  });
}
