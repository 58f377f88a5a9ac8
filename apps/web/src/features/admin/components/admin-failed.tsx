import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/utils';

/** What every console page shows when its data could not be read: the server's message and a retry. */
export function AdminFailed({ error, retry, className }: { error: unknown; retry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('rounded-lg border border-destructive/30 bg-destructive/5 p-6 text-sm', className)}>
      <p className="font-medium text-destructive">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
