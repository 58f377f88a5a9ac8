import {
  ONBOARDING_LOAD_FAILED,
  ONBOARDING_STEP_DONE,
  ONBOARDING_STEPS,
  type OnboardingRecordableStep,
  type OnboardingStep,
} from '@tradeloom/domain';
import { AlertCircleIcon, ArrowRightIcon, RotateCwIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useCompleteOnboardingStep } from '../api/complete-step';
import { useOnboarding } from '../api/get-onboarding';
import { OnboardingProgressHeader } from './onboarding-progress';
import { OnboardingStepCard } from './onboarding-step-card';

const isRecordable = (id: OnboardingStep['id']): id is OnboardingRecordableStep => id !== 'three_ai_insights';

/**
 * The four-step checklist (spec §2 'Onboarding page', §4 'Onboarding steps'). An incomplete step's
 * click records its event (all but the AI step, which only navigates), says 'Step completed!' and goes
 * where the step is done: contacts, the map, the assistant's panel (over the contacts), contacts.
 * `onOpenAssistant` opens the assistant's panel (the chat feature's, given by the page).
 */
export function OnboardingChecklist({ onOpenAssistant }: { onOpenAssistant: () => void }) {
  const navigate = useNavigate();
  const onboarding = useOnboarding();
  const complete = useCompleteOnboardingStep();

  async function start(step: OnboardingStep) {
    if (isRecordable(step.id)) {
      try {
        await complete.mutateAsync(step.id);
        toast.success(ONBOARDING_STEP_DONE);
      } catch (error) {
        // Recording is a courtesy: the user still goes where the step is done.
        toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    }
    if (step.target === 'chat') {
      onOpenAssistant();
      navigate(paths.contacts);
    } else {
      navigate(step.target);
    }
  }

  if (onboarding.isPending) return <ChecklistSkeleton />;
  if (onboarding.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center">
        <AlertCircleIcon aria-hidden className="size-6 text-destructive" />
        <p className="text-sm text-foreground">{ONBOARDING_LOAD_FAILED}</p>
        <Button variant="outline" onClick={() => void onboarding.refetch()} disabled={onboarding.isFetching}>
          <RotateCwIcon aria-hidden />
          Retry
        </Button>
      </div>
    );

  const progress = onboarding.data;
  const done = new Set(progress.steps.filter((s) => s.complete).map((s) => s.id));
  const allDone = progress.completed === progress.total;
  return (
    <div className="space-y-6">
      <OnboardingProgressHeader progress={progress} />
      <ol aria-label="Onboarding steps" className="space-y-3">
        {ONBOARDING_STEPS.map((step, i) => (
          <OnboardingStepCard
            key={step.id}
            step={step}
            number={i + 1}
            complete={done.has(step.id)}
            pending={complete.isPending && complete.variables === step.id}
            disabled={complete.isPending}
            onStart={() => void start(step)}
          />
        ))}
      </ol>
      {allDone && (
        <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-8 text-center">
          <p className="text-sm text-muted-foreground">You are all set. Your workspace is ready.</p>
          <Button size="lg" onClick={() => navigate(paths.dashboard)}>
            Get Started
            <ArrowRightIcon aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}

function ChecklistSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading onboarding
      </span>
      <div className="space-y-2">
        <div className="flex justify-between">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-10" />
        </div>
        <Skeleton className="h-1.5 w-full" />
      </div>
      <div className="space-y-3">
        {ONBOARDING_STEPS.map((s) => (
          <div key={s.id} className="flex items-center gap-4 rounded-lg border bg-card p-5">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-full max-w-md" />
            </div>
            <Skeleton className="hidden h-9 w-36 sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
