import { CHAT_MESSAGES } from '@tradeloom/domain';
import { MinusIcon, SparklesIcon, XIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { CHAT_LABELS, creditsLeft } from '../utils/chat-texts';

interface ChatHeaderProps {
  titleId: string;
  credits: number | undefined;
  /** Buttons before minimise and close (the new-conversation action, once the panel's code is in). */
  actions?: ReactNode;
  onMinimise: () => void;
  onClose: () => void;
}

/** The panel's title bar: what it is, the balance each answer draws on, and its window buttons. */
export function ChatHeader({ titleId, credits, actions, onMinimise, onClose }: ChatHeaderProps) {
  return (
    <header className="flex shrink-0 items-center gap-2.5 border-b py-2.5 pr-2 pl-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
        <SparklesIcon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-sm leading-5 font-semibold">
          {CHAT_MESSAGES.title}
        </h2>
        <p className="truncate text-xs text-muted-foreground tabular-nums" data-testid="chat-credits">
          {credits === undefined ? CHAT_LABELS.subtitle : `${creditsLeft(Math.max(0, credits))} · ${CHAT_LABELS.cost}`}
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        {actions}
        <HeaderButton label={CHAT_LABELS.minimise} tooltip="Minimise" onClick={onMinimise}>
          <MinusIcon />
        </HeaderButton>
        <HeaderButton label={CHAT_LABELS.close} tooltip="Close" onClick={onClose}>
          <XIcon />
        </HeaderButton>
      </div>
    </header>
  );
}

export function HeaderButton({ label, tooltip, children, ...props }: ComponentProps<typeof Button> & { label: string; tooltip: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className="text-muted-foreground hover:text-foreground" {...props}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">{tooltip}</TooltipContent>
    </Tooltip>
  );
}
