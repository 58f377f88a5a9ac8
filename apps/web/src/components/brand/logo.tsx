import { PRODUCT_NAME } from '@tradeloom/domain';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { LogoMark } from './logo-mark';

export function Logo({ className, markClassName, ...props }: React.ComponentProps<'span'> & { markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} {...props}>
      <LogoMark className={cn('size-7', markClassName)} />
      <span className="text-[17px] leading-none font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
