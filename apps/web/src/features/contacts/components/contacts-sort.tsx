import { CONTACT_SORT_LABELS, CONTACT_SORTS, type ContactSort } from '@tradeloom/domain';
import { ArrowDownUpIcon } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The order of the grid: newest change first, by name, or by company. */
export function ContactsSort({ value, onChange }: { value: ContactSort; onChange: (sort: ContactSort) => void }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ContactSort)}>
      <SelectTrigger aria-label="Sort contacts" className="h-10 w-auto flex-1 gap-1.5 sm:h-9 sm:flex-none">
        <ArrowDownUpIcon className="size-4 text-muted-foreground" aria-hidden />
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {CONTACT_SORTS.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {CONTACT_SORT_LABELS[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
