import { SEARCH_MIN_CHARS } from '@tradeloom/domain';
import { PackageIcon, PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Combobox, type ComboboxItem } from '@/components/ui/combobox';
import { useCommodities } from '../api/get-commodities';
import { addCommodity } from '../utils/contact-model';

const CUSTOM_PREFIX = '__custom__:';

/**
 * Commodities picked from the catalogue or typed as custom ones (spec §2, §5): trimmed, non-empty,
 * no duplicates in any letter case. Under 2 characters the whole catalogue is listed.
 */
export function CommoditiesField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const catalogue = useCommodities(!disabled);
  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const needle = text.trim().toLowerCase();
  const searching = needle.length >= SEARCH_MIN_CHARS;

  const matches = (catalogue.data ?? []).filter(
    (c) =>
      !chosen.has(c.name.toLowerCase()) && (!searching || c.name.toLowerCase().includes(needle) || c.symbol.toLowerCase().includes(needle)),
  );
  const items: ComboboxItem[] = matches.slice(0, 50).map((c) => ({
    key: c.name,
    label: c.name,
    detail: c.symbol,
    icon: <PackageIcon aria-hidden />,
  }));
  const exact = (catalogue.data ?? []).some((c) => c.name.toLowerCase() === needle);
  const canAddCustom = needle.length > 0 && !exact && !chosen.has(needle) && !text.includes(',');
  if (canAddCustom) {
    items.push({
      key: `${CUSTOM_PREFIX}${text.trim()}`,
      label: `Add "${text.trim()}" as a custom commodity`,
      icon: <PlusIcon aria-hidden />,
    });
  }

  let status: React.ReactNode = null;
  if (catalogue.isPending && !disabled) status = 'Loading commodities…';
  else if (needle && chosen.has(needle)) status = `"${text.trim()}" is already added`;
  else if (text.includes(',')) status = 'Add one commodity at a time (no commas)';
  else if (items.length === 0) status = 'No more commodities to add';

  function add(name: string) {
    onChange(addCommodity(value, name));
    setText('');
  }

  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((c) => (
            <li
              key={c}
              className="inline-flex h-7 max-w-full items-center gap-1 rounded-md bg-primary-soft pr-1 pl-2 text-xs font-medium text-primary-soft-foreground"
            >
              <span className="truncate">{c}</span>
              {!disabled && (
                <button
                  type="button"
                  onClick={() => onChange(value.filter((v) => v !== c))}
                  aria-label={`Remove ${c}`}
                  className="inline-flex size-5 shrink-0 items-center justify-center rounded-sm opacity-70 outline-none hover:bg-primary/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <XIcon className="size-3" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <Combobox
          id={id}
          value={text}
          onValueChange={setText}
          items={items}
          onSelectItem={(item) => add(item.key.startsWith(CUSTOM_PREFIX) ? item.key.slice(CUSTOM_PREFIX.length) : item.key)}
          status={status}
          listLabel="Catalogue suggestions"
          closeOnSelect={false}
          leadingIcon={<PackageIcon />}
          placeholder="Search or add a commodity..."
          onKeyDown={(event) => {
            // Enter with the list closed still adds what was typed, never submits the form.
            if (event.key === 'Enter' && event.currentTarget.getAttribute('aria-expanded') !== 'true') {
              event.preventDefault();
              if (canAddCustom || exact) add(text);
            } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
              onChange(value.slice(0, -1));
            }
          }}
        />
      )}
      {disabled && value.length === 0 && <p className="text-sm text-muted-foreground">No commodities</p>}
    </div>
  );
}
