import { CONTACT_SORT_LABELS, CONTACT_SORTS, type ContactSort } from '@tradeloom/domain';
import { ArrowDownUpIcon, ChevronDownIcon } from 'lucide-react';

/**
 * The order of the grid: newest change first, by name, or by company. A native select: three choices need
 * no popup of our own, and the Radix select (with Floating UI) stays out of the first view (decision 037).
 */
export function ContactsSort({ value, onChange }: { value: ContactSort; onChange: (sort: ContactSort) => void }) {
  return (
    <div className="relative flex h-10 flex-1 items-center sm:h-9 sm:flex-none">
      <ArrowDownUpIcon className="pointer-events-none absolute left-3 size-4 text-muted-foreground" aria-hidden />
      <select
        aria-label="Sort contacts"
        value={value}
        onChange={(e) => onChange(e.target.value as ContactSort)}
        className="h-full w-full cursor-pointer appearance-none rounded-md border border-input bg-card pr-8 pl-9 text-sm text-foreground shadow-xs outline-none transition-[border-color,box-shadow] duration-150 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 dark:[color-scheme:dark]"
      >
        {CONTACT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {CONTACT_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-2.5 size-4 text-muted-foreground" aria-hidden />
    </div>
  );
}
