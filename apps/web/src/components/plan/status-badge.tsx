import { Badge } from '@/components/ui/badge';

/** Spec §4 'Status badge style': active default; trial or trialing secondary; expired or cancelled destructive; others outline. */
export function statusBadgeVariant(status: string): 'default' | 'secondary' | 'destructive' | 'outline' {
  if (status === 'active') return 'default';
  if (status === 'trial' || status === 'trialing') return 'secondary';
  if (status === 'expired' || status === 'cancelled' || status === 'canceled') return 'destructive';
  return 'outline';
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} className={className} data-testid="status-badge">
      {status}
    </Badge>
  );
}
