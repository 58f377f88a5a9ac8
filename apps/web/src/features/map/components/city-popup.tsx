import { COMMODITY_GROUP_LABELS, MAP_MESSAGES, MAP_POPUP_CONTACTS, type MapCity, markerSize, plural } from '@tradeloom/domain';
import type { Popup as LeafletPopup } from 'leaflet';
import { ChevronRightIcon } from 'lucide-react';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { StrengthBadge } from '@/components/relationship/strength-badge';
import { swatchOf } from '../utils/group-colours';

const nf = new Intl.NumberFormat('en-US');
/** Room kept around a popup inside the map (px). */
const EDGE = 24;
/**
 * At the top, room for the Heatmap toggle (top-3 + its 32 px + a gap) too: a popup pushed against the
 * top edge would put its close button right under the toggle, which sits above the popups.
 */
const POPUP_TOP_CLEARANCE = 56;

interface CityPopupProps {
  city: MapCity;
  selectedContactId: string | null;
  onClose: () => void;
  onSelectContact: (id: string, cityKey: string) => void;
}

/** A city's popup (spec §2): city, contact count, top commodity, up to 3 key contacts and '+N more contacts'. */
export function CityPopup({ city, selectedContactId, onClose, onSelectContact }: CityPopupProps) {
  const position = useMemo(() => [city.latitude, city.longitude] as [number, number], [city.latitude, city.longitude]);
  const more = city.count - Math.min(city.count, MAP_POPUP_CONTACTS, city.contacts.length);
  const swatch = swatchOf(city.group);
  const closed = useRef(onClose);
  closed.current = onClose;
  const eventHandlers = useMemo(() => ({ remove: () => closed.current() }), []);
  const popupRef = useRef<LeafletPopup>(null);
  return (
    <Popup
      ref={popupRef}
      position={position}
      offset={popupOffset(markerSize(city.count), false, 0)}
      eventHandlers={eventHandlers}
      autoPanPaddingTopLeft={[EDGE, POPUP_TOP_CLEARANCE]}
      autoPanPaddingBottomRight={[EDGE, EDGE]}
      minWidth={232}
      maxWidth={280}
    >
      <PlacePopup popup={popupRef} markerSize={markerSize(city.count)} />
      <section aria-label={`${city.name}: ${plural(city.count, 'contact')}`} className="tl-popup-body">
        <header className="flex items-start gap-2.5 pr-6">
          <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full" style={{ background: swatch.fill }} />
          <div className="min-w-0">
            <h3 className="text-sm font-semibold leading-5 break-words text-popover-foreground">
              {city.country ? `${city.name}, ${city.country}` : city.name}
            </h3>
          </div>
        </header>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
          <div className="rounded-md bg-muted px-2.5 py-1.5">
            <dt className="text-muted-foreground">Contacts</dt>
            <dd className="text-sm font-semibold text-foreground tabular-nums">{nf.format(city.count)}</dd>
          </div>
          <div className="min-w-0 rounded-md bg-muted px-2.5 py-1.5">
            <dt className="text-muted-foreground">Top commodity</dt>
            <dd className="truncate text-sm font-semibold text-foreground" title={city.top_commodity ?? undefined}>
              {city.top_commodity ?? COMMODITY_GROUP_LABELS[city.group]}
            </dd>
          </div>
        </dl>
        <p className="mt-3 mb-1 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">Key contacts</p>
        <ul className="-mx-1.5 space-y-0.5">
          {city.contacts.slice(0, MAP_POPUP_CONTACTS).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onSelectContact(c.id, city.key)}
                aria-pressed={selectedContactId === c.id}
                className="group flex w-full items-center gap-2 rounded-md px-1.5 py-1.5 text-left outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-primary-soft"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-[13px] font-medium text-foreground">{c.full_name}</span>
                  {c.company && <span className="block truncate text-xs text-muted-foreground">{c.company}</span>}
                </span>
                <StrengthBadge strength={c.strength} />
                <ChevronRightIcon className="size-3.5 shrink-0 text-muted-foreground group-hover:text-foreground" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        {more > 0 && <p className="mt-1.5 text-xs text-muted-foreground">{MAP_MESSAGES.moreContacts(more)}</p>}
      </section>
    </Popup>
  );
}

/** Popup offsets: above the marker (the tip touching its top), or below it with the tip turned up. */
export function popupOffset(markerPx: number, below: boolean, popupPx: number): [number, number] {
  return below ? [0, markerPx / 2 + 16 + popupPx] : [0, 6 - markerPx / 2];
}

/**
 * The popup's content is rendered by React after Leaflet has opened (and measured) it empty. Once it
 * is there: measured again, and if it does not fit above the marker (a city near the top of the map,
 * where the map cannot pan any further north) but fits better below, it opens below the marker.
 */
function PlacePopup({ popup, markerSize: size }: { popup: RefObject<LeafletPopup | null>; markerSize: number }) {
  const map = useMap();
  useEffect(() => {
    const p = popup.current;
    const el = p?.getElement();
    const at = p?.getLatLng();
    if (!p || !el || !at) return;
    p.update();
    const height = el.offsetHeight;
    const y = map.latLngToContainerPoint(at).y;
    const room = { above: y - size / 2 - POPUP_TOP_CLEARANCE, below: map.getSize().y - y - size / 2 - EDGE };
    const below = height > room.above && room.below > room.above;
    el.classList.toggle('tl-popup-below', below);
    p.options.offset = popupOffset(size, below, height);
    p.update();
    // Opened from the keyboard (Enter on a focused marker): focus follows into the popup.
    if (document.activeElement?.classList.contains('tl-marker-icon')) el.querySelector<HTMLElement>('li button')?.focus();
  }, [popup, map, size]);
  return null;
}
