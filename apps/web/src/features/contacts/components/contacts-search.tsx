import { SearchIcon, XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CONTACT_MESSAGES } from '../utils/contact-messages';

/** The search box; the server matches name, company, e-mail, location and commodities. The map gives its own placeholder. */
export function ContactsSearch({
  value,
  onChange,
  busy,
  placeholder = CONTACT_MESSAGES.searchPlaceholder,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  placeholder?: string;
}) {
  return (
    <div className="relative min-w-0 flex-1 basis-full sm:basis-0">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label="Search contacts"
        className="pr-16 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
        {busy && <Spinner decorative className="size-3.5 text-muted-foreground" />}
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear search"
            className="inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-3.5" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
