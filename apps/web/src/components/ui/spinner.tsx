import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** Announces itself as "Loading" unless `decorative` (e.g. inside a labelled button). */
export function Spinner({ className, decorative = false, ...props }: React.ComponentProps<'svg'> & { decorative?: boolean }) {
  return (
    <Loader2Icon
      data-slot="spinner"
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': 'Loading' })}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
