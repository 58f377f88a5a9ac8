import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

/**
 * A part of the screen in a chunk of its own that renders nothing until it is first opened (a sheet, a
 * dialog, a drawer: `isOpen(props)`), then stays mounted so it can animate closed and open again at once.
 * `preload()` fetches its code early: on hover or focus of what opens it, or when the browser is idle
 * (`whenIdle`). Unlike `lazyDialog`, the component keeps its own props.
 */
export function lazyOnOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Part = lazy(async () => ({ default: await preload() }));
  function LazyOnOpen(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    if (!used && !open) return null;
    return <Suspense fallback={null}>{createElement(Part as ComponentType<P>, props)}</Suspense>;
  }
  return Object.assign(LazyOnOpen, { preload });
}
