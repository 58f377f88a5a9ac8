import type * as React from 'react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { useEscapeCapture } from './use-escape-capture';

export interface ComboboxItem {
  key: string;
  label: ReactNode;
  /** Muted text after the label (a country, a symbol). */
  detail?: ReactNode;
  icon?: ReactNode;
}

export interface ComboboxProps extends Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect'> {
  value: string;
  onValueChange: (value: string) => void;
  items: ComboboxItem[];
  onSelectItem: (item: ComboboxItem) => void;
  /** A line above the options: a hint, a loading or an empty message. */
  status?: ReactNode;
  /** Accessible name of the option list. */
  listLabel: string;
  leadingIcon?: ReactNode;
  /** Close the list after a pick (default); off for lists that pick several in a row. */
  closeOnSelect?: boolean;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox with a listbox popup). The list sits
 * in flow under the input rather than in a portal, so it scrolls with a dialog's body and wheel
 * scrolling is never swallowed by the dialog's scroll lock.
 */
export function Combobox({
  value,
  onValueChange,
  items,
  onSelectItem,
  status,
  listLabel,
  leadingIcon,
  closeOnSelect = true,
  className,
  disabled,
  onFocus,
  onBlur,
  onKeyDown,
  ...inputProps
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const visible = open && !disabled && (items.length > 0 || Boolean(status));
  const activeIndex = Math.min(active, items.length - 1);

  useEscapeCapture(visible, () => setOpen(false));

  // A new list starts at its first option.
  const itemKeys = items.map((i) => i.key).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the options change.
  useEffect(() => setActive(0), [itemKeys]);

  useEffect(() => {
    if (!visible || activeIndex < 0) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [visible, activeIndex]);

  function choose(item: ComboboxItem | undefined) {
    if (!item) return;
    onSelectItem(item);
    if (closeOnSelect) setOpen(false);
  }

  return (
    <div className="relative" data-slot="combobox">
      <div className="relative">
        {leadingIcon && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground [&_svg]:size-4">
            {leadingIcon}
          </span>
        )}
        <input
          {...inputProps}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={visible ? listId : undefined}
          aria-activedescendant={visible && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          disabled={disabled}
          value={value}
          data-slot="combobox-input"
          className={cn(
            'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs sm:h-9',
            'placeholder:text-muted-foreground transition-[border-color,box-shadow] duration-150',
            'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
            'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50',
            leadingIcon && 'pl-9',
            className,
          )}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
          }}
          onFocus={(event) => {
            setOpen(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setOpen(false);
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented) return;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (!visible) return setOpen(true);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((i) => (items.length ? (Math.max(i, 0) + step + items.length) % items.length : 0));
            } else if (event.key === 'Enter' && visible && activeIndex >= 0) {
              // Enter picks the option rather than submitting the surrounding form.
              event.preventDefault();
              choose(items[activeIndex]);
            }
          }}
        />
      </div>
      {visible && (
        // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input; the input handles the keys.
        <div
          className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md animate-fade-in"
          // Keep focus in the input while the pointer picks an option.
          onMouseDown={(event) => event.preventDefault()}
        >
          {status && <div className="border-b px-3 py-2 text-xs text-muted-foreground last:border-b-0">{status}</div>}
          {items.length > 0 && (
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={listLabel}
              className="max-h-60 overflow-y-auto overscroll-contain p-1"
            >
              {items.map((item, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options are driven by the input's keys (aria-activedescendant).
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; the active option is aria-activedescendant.
                <div
                  key={item.key}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cn(
                    'flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
                    index === activeIndex && 'bg-muted',
                  )}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(item)}
                >
                  {item.icon}
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.detail && <span className="shrink-0 text-xs text-muted-foreground">{item.detail}</span>}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
