import { DUPLICATE_GROUPS_MAX, plural } from '@tradeloom/domain';
import { CopyCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/error-message';
import { useDuplicateGroups } from '../api/get-duplicates';
import { DuplicateGroupCard } from './duplicate-group-card';

/** 'Find duplicates' (its own chunk): groups of likely duplicates in the user's book, each merged into the contact kept. */
export function DuplicatesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="duplicates-dialog"
        className="flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-2xl flex-col gap-0 p-0 sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)]"
      >
        <DialogHeader className="border-b px-4 py-4 sm:px-6">
          <DialogTitle>Find duplicates</DialogTitle>
          <DialogDescription>
            Contacts with the same e-mail, the same name and company, or a close name at the same company. Choose the one to keep; the
            others are merged into it.
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">{open && <Groups />}</div>
        <DialogFooter className="flex-row border-t px-4 py-3 sm:px-6">
          <Button variant="outline" className="ml-auto" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Groups() {
  const query = useDuplicateGroups();
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Looking for duplicates">
        {[0, 1].map((i) => (
          <div key={i} className="grid gap-3 rounded-lg border p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center py-10 text-center" role="alert">
        <p className="text-sm font-medium">Duplicates could not be loaded</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorMessage(query.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { groups, total_groups } = query.data;
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
          <CopyCheckIcon className="size-6" aria-hidden />
        </div>
        <h3 className="mt-4 text-base font-semibold">No duplicates found</h3>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          None of your contacts share an e-mail, or a name and company. Imports and new contacts are checked as they come in.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {plural(total_groups, 'group', 'groups')} of likely duplicates
        {total_groups > groups.length && ` (the first ${DUPLICATE_GROUPS_MAX} are shown)`}
      </p>
      <ul className="grid gap-3" aria-label="Duplicate groups">
        {groups.map((group) => (
          <DuplicateGroupCard key={group.members.map((m) => m.id).join(':')} group={group} />
        ))}
      </ul>
    </div>
  );
}
