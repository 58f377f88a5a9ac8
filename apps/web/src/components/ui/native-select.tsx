import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A styled <select>: for long tables of choices (an import's column mapping) where the platform's
 * own picker serves best, above all on a phone. Looks like SelectTrigger.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative min-w-0', className)}>
      <select
        data-slot="native-select"
        className={cn(
          'h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card py-0 pr-8 pl-3 text-sm text-foreground shadow-xs sm:h-9',
          'transition-[border-color,box-shadow] duration-150',
          'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
          'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}
