import { lazyDialog } from '@/components/lazy-dialog';

/**
 * The import wizard in a chunk of its own, loaded on first use (or when the Import button is hovered
 * or focused): the contacts screen itself grows by its header button only. Kept mounted from its first
 * opening on, so a running import is still followed once the dialog closes.
 */
export const LazyImportWizard = lazyDialog(() => import('./import-wizard').then((m) => m.ImportWizard));
