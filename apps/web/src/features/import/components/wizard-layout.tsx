import { AlertCircleIcon, CheckCircle2Icon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/** The scrolling middle of a wizard step. */
export function WizardBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6', className)} {...props} />;
}

/** The step's actions, on one line at every width: secondary actions left, the way on right. */
export function WizardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-row flex-wrap items-center gap-2 border-t px-4 py-3 sm:px-6', className)} {...props} />;
}

const NOTICE_TONES = {
  info: { box: 'border-primary/20 bg-primary-soft text-primary-soft-foreground', Icon: InfoIcon },
  warning: { box: 'border-accent/30 bg-accent-soft text-accent-soft-foreground', Icon: TriangleAlertIcon },
  error: { box: 'border-destructive/30 bg-destructive-soft text-destructive-soft-foreground', Icon: AlertCircleIcon },
  success: { box: 'border-success/30 bg-success-soft text-success-soft-foreground', Icon: CheckCircle2Icon },
} as const;

/** A boxed message inside a step: what went wrong, a limit, a hint. */
export function Notice({
  tone = 'info',
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & { tone?: keyof typeof NOTICE_TONES }) {
  const { box, Icon } = NOTICE_TONES[tone];
  return (
    <div className={cn('flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm', box, className)} {...props}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** One figure of a review or a result: a big tabular number over its label, named by the label. */
export function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'default' | 'success' | 'warning' | 'muted';
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-0.5 rounded-md border bg-card px-3 py-2.5">
      <p
        className={cn(
          'text-xl font-semibold tabular-nums leading-7 tracking-tight',
          tone === 'success' && 'text-success',
          tone === 'warning' && 'text-accent-soft-foreground',
          tone === 'muted' && 'text-muted-foreground',
        )}
      >
        {value}
      </p>
      <p id={labelId} className="text-xs leading-4 text-muted-foreground">
        {label}
      </p>
      {hint && <p className="truncate text-[11px] leading-4 text-muted-foreground">{hint}</p>}
    </div>
  );
}
