import type { ContactImport } from '@tradeloom/domain';
import { Badge } from '@/components/ui/badge';

const STATUS: Record<ContactImport['status'], { label: string; variant: 'outline' | 'soft' | 'success' | 'destructive' }> = {
  pending: { label: 'Not started', variant: 'outline' },
  processing: { label: 'Importing', variant: 'soft' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

export function ImportStatusBadge({ status }: { status: ContactImport['status'] }) {
  const { label, variant } = STATUS[status];
  return (
    <Badge variant={variant} data-status={status}>
      {status === 'processing' && <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden />}
      {label}
    </Badge>
  );
}
