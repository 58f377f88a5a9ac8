import { type LocationResult, PLACE_MESSAGES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@tradeloom/domain';
import { CheckCircle2Icon, MapPinIcon, MapPinPlusIcon } from 'lucide-react';
import { Combobox, type ComboboxItem } from '@/components/ui/combobox';
import { FieldHint } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useLocationSearch } from '../api/search-locations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CONTACT_MESSAGES } from '../utils/contact-messages';

export interface LocationValue {
  location: string;
  city_id: number | null;
  latitude: number | null;
  longitude: number | null;
}

const CUSTOM_KEY = '__custom__';

/**
 * Location with city suggestions (spec §5 'Search'): 2+ trimmed characters, 300 ms debounce, at
 * most 50. A picked city stores its name, id and coordinates; any other text is a custom location
 * that the server places after saving when it names a city or port it knows (the hint says no more).
 */
export function LocationField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  disabled?: boolean;
}) {
  const text = value.location;
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const picked = value.city_id !== null;
  const search = useLocationSearch(picked ? '' : term);
  const tooShort = text.trim().length < SEARCH_MIN_CHARS;
  const settled = term === text.trim() && !search.isFetching;
  const results: LocationResult[] = !picked && !tooShort && search.data ? search.data : [];

  const items: ComboboxItem[] = results.map((r) => ({
    key: String(r.id),
    label: r.display_name,
    icon: <MapPinIcon aria-hidden />,
  }));
  if (!picked && text.trim()) {
    items.push({
      key: CUSTOM_KEY,
      label: <span className="text-foreground">Use "{text.trim()}" as a custom location</span>,
      icon: <MapPinPlusIcon aria-hidden />,
    });
  }

  let status: React.ReactNode = null;
  if (picked) status = null;
  else if (tooShort) status = CONTACT_MESSAGES.searchHint;
  else if (!settled || search.isPending)
    status = (
      <span className="inline-flex items-center gap-2">
        <Spinner decorative className="size-3" /> Searching cities…
      </span>
    );
  else if (results.length === 0) status = 'No matching cities';

  function select(item: ComboboxItem) {
    if (item.key === CUSTOM_KEY) {
      onChange({ location: text.trim(), city_id: null, latitude: null, longitude: null });
      return;
    }
    const city = results.find((r) => String(r.id) === item.key);
    if (city) onChange({ location: city.display_name, city_id: city.id, latitude: city.lat, longitude: city.lng });
  }

  return (
    <>
      <Combobox
        id={id}
        value={text}
        // Typing makes it a new, unmatched location until a suggestion is picked.
        onValueChange={(next) => onChange({ location: next, city_id: null, latitude: null, longitude: null })}
        items={items}
        onSelectItem={select}
        status={status}
        listLabel="Suggested cities"
        leadingIcon={<MapPinIcon />}
        placeholder="City, e.g. Singapore or Rotterdam"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
      <FieldHint id={`${id}-hint`} className={cn('flex items-center gap-1.5', disabled && 'hidden')}>
        {picked ? (
          <>
            <CheckCircle2Icon className="size-3.5 text-success" aria-hidden /> Matched to a city on the map
          </>
        ) : text.trim() ? (
          PLACE_MESSAGES.customLocationHint
        ) : (
          CONTACT_MESSAGES.searchHint
        )}
      </FieldHint>
    </>
  );
}
