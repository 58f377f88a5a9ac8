import { lazyDialog } from '@/components/lazy-dialog';

/** The duplicates review in a chunk of its own, loaded on first use (or when Find duplicates is hovered or focused). */
export const LazyDuplicatesDialog = lazyDialog(() => import('./duplicates-dialog').then((m) => m.DuplicatesDialog));
