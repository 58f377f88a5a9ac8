import { useEffect, useRef } from 'react';

/**
 * While `active`, Escape runs `onEscape` and is marked handled before any other listener sees it.
 * Radix dialogs listen for Escape on the document in the capture phase and skip an event whose
 * default is prevented, so an open list or an inline editor inside a dialog closes alone.
 */
export function useEscapeCapture(active: boolean, onEscape: () => void) {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      handler.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [active]);
}
