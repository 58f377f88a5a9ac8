import { type RefObject, startTransition, useEffect, useState } from 'react';

export interface RowWindow {
  /** First and last row (inclusive) worth rendering. */
  first: number;
  last: number;
}

/**
 * Which rows of a fixed-height list inside the page's scroll are on screen, plus `overscan` rows
 * either side. Recomputed on scroll and resize, at most once a frame, and only re-rendered when the
 * range changes, as a transition (the overscan covers the moment the new rows take to arrive).
 */
export function useWindowRows(ref: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number, overscan = 4): RowWindow {
  const [range, setRange] = useState<RowWindow>({ first: 0, last: Math.min(rowCount - 1, 8) });

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const node = ref.current;
      if (!node || rowCount === 0) return setRange((r) => (r.first === 0 && r.last === -1 ? r : { first: 0, last: -1 }));
      const top = node.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
      const last = Math.min(rowCount - 1, Math.ceil((window.innerHeight - top) / rowHeight) + overscan);
      // A transition: rendering the rows that scrolled in may be split over frames instead of holding one.
      startTransition(() => setRange((r) => (r.first === first && r.last === last ? r : { first, last: Math.max(first, last) })));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, rowCount, rowHeight, overscan]);

  return range;
}

/** The width of an element, kept current with a ResizeObserver. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
