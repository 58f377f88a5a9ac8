import { CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGES } from '@tradeloom/domain';
import { SendHorizontalIcon } from 'lucide-react';
import { type KeyboardEvent, type Ref, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CHAT_LABELS } from '../utils/chat-texts';

interface ChatComposerProps {
  ref?: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** An answer is on its way (or the conversation is loading): typing goes on, sending waits (spec §5). */
  pending: boolean;
  /** Nothing can be asked at all (no credits left). */
  disabled: boolean;
}

const MAX_HEIGHT_PX = 128;
const nf = new Intl.NumberFormat('en-US');

/** The question box: Enter sends, Shift+Enter starts a new line (spec §5). */
export function ChatComposer({ ref, value, onChange, onSend, pending, disabled }: ChatComposerProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const sendable = !disabled && !pending && value.trim().length > 0;

  // Grows with the text up to a few lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value.
  useLayoutEffect(() => {
    const el = own.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sendable) onSend();
  };
  const nearLimit = value.length > CHAT_MESSAGE_MAX_CHARS * 0.9;

  return (
    <form
      className="shrink-0 border-t bg-card px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable) onSend();
      }}
    >
      <div
        className={cn(
          'flex items-end gap-2 rounded-lg border border-input bg-background py-1.5 pr-1.5 pl-3 shadow-xs transition-[border-color,box-shadow]',
          'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
          disabled && 'opacity-60',
        )}
      >
        {/* 16 px text on phones: iOS zooms the page into any smaller field it focuses. */}
        <textarea
          ref={(el) => {
            own.current = el;
            if (typeof ref === 'function') ref(el);
            else if (ref) ref.current = el;
          }}
          rows={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder={CHAT_MESSAGES.placeholder}
          aria-label={CHAT_LABELS.input}
          className="max-h-32 min-h-8 flex-1 resize-none bg-transparent py-1.5 text-base leading-5 sm:text-sm text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
        />
        <Button type="submit" size="icon-sm" aria-label={CHAT_LABELS.send} disabled={!sendable}>
          <SendHorizontalIcon />
        </Button>
      </div>
      <div className="mt-1.5 flex items-center justify-between gap-2 text-[11px] text-muted-foreground">
        <span className="max-sm:hidden">{CHAT_LABELS.hint}</span>
        {nearLimit && (
          <span className="ml-auto tabular-nums" aria-live="polite">
            {nf.format(value.length)} / {nf.format(CHAT_MESSAGE_MAX_CHARS)}
          </span>
        )}
      </div>
    </form>
  );
}
