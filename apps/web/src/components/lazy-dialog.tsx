import { type ComponentType, lazy, Suspense, useState } from 'react';

export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog in a chunk of its own: nothing is loaded until it first opens (or `preload()` is called,
 * on hover or focus of the button that opens it), and from its first opening on it stays mounted, so
 * what it follows (a running import) goes on once it closes.
 */
export function lazyDialog(load: () => Promise<ComponentType<LazyDialogProps>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog({ open, onOpenChange }: LazyDialogProps) {
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    if (!used && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog open={open} onOpenChange={onOpenChange} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: load });
}
