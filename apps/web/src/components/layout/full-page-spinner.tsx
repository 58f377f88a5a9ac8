import { Spinner } from '@/components/ui/spinner';

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      {label && <p className="text-sm">{label}</p>}
    </div>
  );
}
