import { DEMO_LIMIT_REACHED } from '@tradeloom/domain';
import { LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * The blocking modal of the trial (spec §2 'Trial page', §4 'Trial'): open while the demo's quota is
 * exceeded and the subscription is trialing. It cannot be dismissed; the actions are the way on.
 */
export function TrialLimitDialog({ open, actions, description }: { open: boolean; actions: ReactNode; description?: string }) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent onEscapeKeyDown={(e) => e.preventDefault()}>
        <AlertDialogHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <LockIcon className="size-5" aria-hidden />
          </div>
          <AlertDialogTitle>{DEMO_LIMIT_REACHED}</AlertDialogTitle>
          <AlertDialogDescription>
            {description ??
              'You have used what the demo allows. Choose a plan to keep your network, the map and the assistant working. Your contacts and notes stay as they are.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="flex-col gap-2 sm:flex-col">{actions}</AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
