import { MANUAL_SCAN_MAX_CREDITS, plural, SCAN_MESSAGES, SCAN_MIN_CONTACTS, type ScanResponse } from '@tradeloom/domain';
import { ScanSearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { useRunScan } from '../api/insights';

const STEPS = [
  'Reading your contacts',
  'Matching buyers and sellers',
  'Checking your priorities',
  'Looking for cold relationships',
  'Writing insights',
];

/** 'Run AI Network Scan': what it costs, progress while it runs, and the spec's outcomes as toasts. */
export function RunScanDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const scan = useRunScan();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!scan.isPending) return setStep(0);
    const timer = setInterval(() => setStep((s) => Math.min(STEPS.length - 1, s + 1)), 450);
    return () => clearInterval(timer);
  }, [scan.isPending]);

  const run = () =>
    scan.mutate(undefined, {
      onSuccess: (r: ScanResponse) => {
        toast.success('Scan Complete', {
          description: `${plural(r.new_insights_count, 'new insight')} found. ${plural(r.credits_spent, 'credit')} used.`,
        });
        onOpenChange(false);
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'NOT_ENOUGH_CONTACTS')
          toast.error(SCAN_MESSAGES.notEnoughContactsTitle, { description: SCAN_MESSAGES.notEnoughContacts });
        else if (isApiError(err) && err.code === 'INSUFFICIENT_CREDITS')
          toast.error(SCAN_MESSAGES.insufficientCreditsTitle, { description: SCAN_MESSAGES.insufficientCredits });
        else toast.error(SCAN_MESSAGES.failedTitle, { description: isApiError(err) ? err.message : SCAN_MESSAGES.failed });
      },
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !scan.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Run AI Network Scan</DialogTitle>
          <DialogDescription>
            Reads your own contacts and business priorities for introductions, opportunities, reminders and gaps. Needs at least{' '}
            {SCAN_MIN_CONTACTS} contacts; costs up to {MANUAL_SCAN_MAX_CREDITS} credits.
          </DialogDescription>
        </DialogHeader>
        {scan.isPending && (
          <div className="grid gap-2" aria-live="polite">
            <Progress value={((step + 1) / STEPS.length) * 100} aria-label="Scan progress" />
            <p className="text-sm text-muted-foreground">{STEPS[step]}...</p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={scan.isPending}>
            Cancel
          </Button>
          <Button onClick={run} disabled={scan.isPending}>
            <ScanSearchIcon aria-hidden />
            {scan.isPending ? 'Scanning...' : 'Start Scan'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
