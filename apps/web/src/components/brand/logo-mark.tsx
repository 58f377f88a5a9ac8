import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * The Tradeloom mark: a globe woven from threads. The warp (meridian) and the weft (a latitude
 * and the amber trade lane) pass over and under each other, cut by masks at the crossings.
 * Crossing points are exact intersections of the curves below; keep them in sync if edited.
 * Decorative: every use sits beside the product name or inside a labelled link.
 */
export function LogoMark({ className, ...props }: React.ComponentProps<'svg'>) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn('size-8 shrink-0', className)} {...props}>
      <defs>
        <mask id={`${id}-warp`}>
          <rect width="32" height="32" fill="#fff" />
          <circle cx="20.02" cy="12.42" r="2.2" fill="#000" />
          <circle cx="11.96" cy="19.43" r="2.3" fill="#000" />
        </mask>
        <mask id={`${id}-weft`}>
          <rect width="32" height="32" fill="#fff" />
          <circle cx="11.99" cy="12.42" r="2.2" fill="#000" />
        </mask>
        <mask id={`${id}-lane`}>
          <rect width="32" height="32" fill="#fff" />
          <circle cx="20.04" cy="19.43" r="2.2" fill="#000" />
        </mask>
      </defs>
      <rect width="32" height="32" rx="8" className="fill-logo-tile" />
      <g className="stroke-logo-thread">
        <ellipse cx="16" cy="16" rx="4.3" ry="10" strokeWidth="1.8" mask={`url(#${id}-warp)`} />
        <path d="M7.65 10.5Q16 15.5 24.35 10.5" strokeWidth="1.8" mask={`url(#${id}-weft)`} />
      </g>
      <path d="M6.01 16.5Q16 23.5 25.99 16.5" strokeWidth="2.2" className="stroke-logo-lane" mask={`url(#${id}-lane)`} />
      <circle cx="16" cy="16" r="10" strokeWidth="2.1" className="stroke-logo-thread" />
    </svg>
  );
}
