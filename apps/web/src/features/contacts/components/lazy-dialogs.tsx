import { lazy, Suspense, useState } from 'react';

// The import wizard and the duplicates view are chunks of their own, loaded on first use (or on
// hover): the contacts screen itself grows by its header buttons only.
export const preloadImportWizard = () => import('./import/import-wizard');
const ImportWizard = lazy(() => preloadImportWizard().then((m) => ({ default: m.ImportWizard })));
export const preloadDuplicatesDialog = () => import('./duplicates/duplicates-dialog');
const DuplicatesDialog = lazy(() => preloadDuplicatesDialog().then((m) => ({ default: m.DuplicatesDialog })));

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mounted from its first opening on and kept, so a running import is still followed once the dialog closes. */
export function LazyImportWizard({ open, onOpenChange }: DialogProps) {
  const used = useUsed(open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ImportWizard open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

export function LazyDuplicatesDialog({ open, onOpenChange }: DialogProps) {
  const used = useUsed(open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DuplicatesDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** True from the first time `open` is, on. */
function useUsed(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}
