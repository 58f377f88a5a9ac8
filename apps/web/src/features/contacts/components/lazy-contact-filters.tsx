import { lazy, Suspense, useState } from 'react';
import type { ContactFiltersProps } from './contact-filters';
import { FiltersButton } from './filters-button';

let loading: Promise<{ default: typeof import('./contact-filters').ContactFilters }> | undefined;
/** Fetches the popover's code (Radix popover, its layers, Floating UI); once. */
export function preloadContactFilters() {
  loading ??= import('./contact-filters').then((m) => ({ default: m.ContactFilters }));
  return loading;
}
const RealContactFilters = lazy(preloadContactFilters);

/**
 * The Filters dropdown, whose popover is not in the first view of /contacts (decision 037, third pass):
 * until first opened it is its button alone, with the closed trigger's attributes; hovering or focusing it
 * fetches the code, a click opens the real dropdown as soon as that has arrived (it then stays mounted).
 */
export function ContactFilters(props: Omit<ContactFiltersProps, 'defaultOpen'>) {
  const [used, setUsed] = useState(false);
  const count =
    props.commodities.length +
    props.locations.length +
    props.roles.length +
    (props.relationship?.overdue ? 1 : 0) +
    (props.relationship?.minStrength ? 1 : 0);
  const standIn = (
    <FiltersButton
      count={count}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void preloadContactFilters()}
      onFocus={() => void preloadContactFilters()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RealContactFilters {...props} defaultOpen />
    </Suspense>
  );
}
