import { CHAT_MESSAGES } from '@tradeloom/domain';
import { ChevronUpIcon, Loader2Icon, MessageSquareTextIcon, SparklesIcon, XIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { CHAT_LABELS } from '../utils/chat-texts';

/** The closed panel: a round button in the corner, on every page of the app. */
export function ChatBubble({ ref, onOpen, onPreload }: { ref?: Ref<HTMLButtonElement>; onOpen: () => void; onPreload: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          ref={ref}
          type="button"
          aria-label={CHAT_LABELS.open}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={onOpen}
          onPointerEnter={onPreload}
          onFocus={onPreload}
          className={cn(
            'fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full sm:right-5 sm:bottom-5 sm:size-14',
            'bg-primary text-primary-foreground shadow-lg ring-1 ring-black/5 transition-[background-color,transform] duration-150',
            'outline-none hover:scale-105 hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'animate-zoom-in',
          )}
        >
          <MessageSquareTextIcon className="size-5 sm:size-6" aria-hidden />
        </button>
      </TooltipTrigger>
      <TooltipContent side="left">{CHAT_MESSAGES.title}</TooltipContent>
    </Tooltip>
  );
}

/** The minimised panel: its title bar alone; a click on it opens the panel again. */
export function ChatMinimisedBar({
  ref,
  pending,
  onOpen,
  onClose,
}: {
  ref?: Ref<HTMLButtonElement>;
  pending: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <section
      aria-label={CHAT_MESSAGES.title}
      className="fixed right-4 bottom-4 left-4 z-40 flex h-12 items-center rounded-xl border bg-card pr-1.5 shadow-lg animate-zoom-in sm:right-5 sm:bottom-5 sm:left-auto sm:w-76"
    >
      <button
        ref={ref}
        type="button"
        aria-label={CHAT_LABELS.open}
        aria-description={pending ? CHAT_LABELS.answering : undefined}
        aria-expanded={false}
        onClick={onOpen}
        className="flex h-full min-w-0 flex-1 items-center gap-2.5 rounded-l-xl pr-2 pl-3 text-left outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
          <SparklesIcon className="size-3.5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{CHAT_MESSAGES.title}</span>
        {pending ? (
          <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground" title={CHAT_LABELS.answering}>
            <Loader2Icon className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
          </span>
        ) : (
          <ChevronUpIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
      </button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={CHAT_LABELS.close}
        onClick={onClose}
        className="ml-1 text-muted-foreground hover:text-foreground"
      >
        <XIcon />
      </Button>
    </section>
  );
}
