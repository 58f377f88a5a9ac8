import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/hooks/use-opened-once';

// The import wizard is a chunk of its own, loaded on first use (or when the Import button is hovered
// or focused): the contacts screen itself grows by its header button only.
const loadImportWizard = () => import('./import-wizard');
const ImportWizard = lazy(() => loadImportWizard().then((m) => ({ default: m.ImportWizard })));

interface LazyImportWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mounted from its first opening on and kept, so a running import is still followed once the dialog closes. */
export function LazyImportWizard({ open, onOpenChange }: LazyImportWizardProps) {
  const used = useOpenedOnce(open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ImportWizard open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
LazyImportWizard.preload = loadImportWizard;
