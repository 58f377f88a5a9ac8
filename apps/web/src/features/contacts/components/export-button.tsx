import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ExportMenuProps } from './export-menu';
import { ExportTrigger } from './export-trigger';

const loadExportMenu = () => import('./export-menu');
const ExportMenu = lazy(() => loadExportMenu().then((m) => ({ default: m.ExportMenu })));

/**
 * The Export menu, loaded once the screen has shown (or on the first hover, focus or click): until
 * then a look-alike button stands in, and a click on it opens the menu as soon as it arrives.
 */
export function ExportButton(props: Omit<ExportMenuProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState<'idle' | 'ready' | 'open'>('idle');
  const standRef = useRef<HTMLButtonElement>(null);
  // The stand-in is swapped for the real trigger once loaded, unless it has the keyboard focus (a
  // swap would drop it); then the swap waits for a click.
  const swap = () => {
    void loadExportMenu().then(() => {
      if (document.activeElement !== standRef.current) setWanted((w) => (w === 'idle' ? 'ready' : w));
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first paint.
  useEffect(() => {
    const timer = window.setTimeout(swap, 1200);
    return () => window.clearTimeout(timer);
  }, []);

  const stand = <ExportTrigger ref={standRef} aria-haspopup="menu" onPointerEnter={swap} onClick={() => setWanted('open')} />;
  if (wanted === 'idle') return stand;
  return (
    <Suspense fallback={stand}>
      <ExportMenu {...props} defaultOpen={wanted === 'open'} />
    </Suspense>
  );
}
