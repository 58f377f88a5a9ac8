import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { initials } from '../utils/contact-model';

/** The initials circle of a contact (card: 40 px, detail: 48 px). */
export function ContactAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground',
        size === 'lg' ? 'size-12 text-base' : 'size-10 text-sm',
      )}
    >
      {initials(name)}
    </div>
  );
}

/** Marks a contact of the shared demo network. */
export function DemoBadge() {
  return (
    <Badge variant="accent" className="px-1.5 py-0 text-[10px] leading-4 font-semibold tracking-wider">
      DEMO
    </Badge>
  );
}
