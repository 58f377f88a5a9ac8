import type { OnboardingProgress } from '@tradeloom/domain';
import { Progress } from '@/components/ui/progress';

/** 'N of 4 completed', the percentage and the bar. */
export function OnboardingProgressHeader({ progress }: { progress: OnboardingProgress }) {
  const label = `${progress.completed} of ${progress.total} completed`;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-foreground tabular-nums">{label}</span>
        <span className="text-muted-foreground tabular-nums">{progress.percent}%</span>
      </div>
      <Progress value={progress.percent} aria-label="Onboarding progress" aria-valuetext={label} />
    </div>
  );
}
