import { SlidersHorizontalIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/**
 * The Filters dropdown's button: the popover's trigger (`contact-filters.tsx`) and, until the popover's
 * code has loaded, the lazy stand-in (`lazy-contact-filters.tsx`). One component, so both look the same.
 */
export function FiltersButton({ count, ...props }: ComponentProps<typeof Button> & { count: number }) {
  return (
    <Button
      variant="outline"
      className="h-10 flex-1 shrink-0 sm:h-9 sm:flex-none"
      aria-label={count ? `Filters, ${count} active` : 'Filters'}
      {...props}
    >
      <SlidersHorizontalIcon aria-hidden />
      <span>Filters</span>
      {count > 0 && (
        <Badge className="ml-0.5 h-5 min-w-5 rounded-full px-1.5" aria-hidden>
          {count}
        </Badge>
      )}
    </Button>
  );
}
