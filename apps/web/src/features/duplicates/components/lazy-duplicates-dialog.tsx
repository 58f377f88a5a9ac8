import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/hooks/use-opened-once';

// The duplicates review is a chunk of its own, loaded on first use (or when Find duplicates is
// hovered or focused in the Export menu).
const loadDuplicatesDialog = () => import('./duplicates-dialog');
const DuplicatesDialog = lazy(() => loadDuplicatesDialog().then((m) => ({ default: m.DuplicatesDialog })));

interface LazyDuplicatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mounted from its first opening on and kept. */
export function LazyDuplicatesDialog({ open, onOpenChange }: LazyDuplicatesDialogProps) {
  const used = useOpenedOnce(open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DuplicatesDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
LazyDuplicatesDialog.preload = loadDuplicatesDialog;
