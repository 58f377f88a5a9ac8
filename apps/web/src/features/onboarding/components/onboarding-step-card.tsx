import type { OnboardingStep } from '@tradeloom/domain';
import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

interface OnboardingStepCardProps {
  step: OnboardingStep;
  number: number;
  complete: boolean;
  pending: boolean;
  disabled: boolean;
  onStart: () => void;
}

/** One step of the checklist: its number (a check when done), title, description, and 'Done' or its action. */
export function OnboardingStepCard({ step, number, complete, pending, disabled, onStart }: OnboardingStepCardProps) {
  const titleId = `onboarding-step-${step.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-center',
        complete && 'bg-muted/40',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
          complete ? 'border-transparent bg-primary text-primary-foreground' : 'text-muted-foreground',
        )}
      >
        {complete ? <CheckIcon className="size-4" /> : number}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={titleId} className="font-medium text-foreground">
          {step.title}
        </h2>
        <p className="text-sm text-muted-foreground">{step.description}</p>
      </div>
      <div className="shrink-0">
        {complete ? (
          <Badge variant="success">
            <CheckIcon aria-hidden />
            Done
          </Badge>
        ) : (
          <Button variant="outline" onClick={onStart} disabled={disabled} className="w-full sm:w-auto">
            {step.action}
            {pending ? <Spinner decorative /> : <ArrowRightIcon aria-hidden />}
          </Button>
        )}
      </div>
    </li>
  );
}
