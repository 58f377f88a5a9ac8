import { PlusIcon, SearchXIcon, UploadIcon, UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CONTACT_MESSAGES } from '../utils/contact-messages';

/** No contacts at all, or none matching (spec §2), each with the one action that helps. */
export function ContactsEmptyState({
  kind,
  onAdd,
  onImport,
  onClear,
}: {
  kind: 'none' | 'no-match';
  onAdd: () => void;
  /** A book kept elsewhere (LinkedIn, a phone, a spreadsheet) comes in at once. */
  onImport?: () => void;
  onClear: () => void;
}) {
  const none = kind === 'none';
  const Icon = none ? UsersIcon : SearchXIcon;
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-card px-6 py-14 text-center sm:py-20">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-6" aria-hidden />
      </div>
      <h2 className="mt-4 text-base font-semibold">{none ? 'No contacts yet' : 'No contacts found'}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{none ? CONTACT_MESSAGES.emptyNone : CONTACT_MESSAGES.emptyNoMatch}</p>
      {none ? (
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden />
            {CONTACT_MESSAGES.emptyNoneAction}
          </Button>
          {onImport && (
            <Button variant="outline" onClick={onImport}>
              <UploadIcon aria-hidden />
              Import a file
            </Button>
          )}
        </div>
      ) : (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear search and filters
        </Button>
      )}
    </div>
  );
}
