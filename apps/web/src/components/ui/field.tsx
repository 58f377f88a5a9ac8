import type * as React from 'react';
import { cn } from '@/lib/utils';

export function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid gap-2', className)} {...props} />;
}

export function FieldHint({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-xs font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
