import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { chatMessagesQueryOptions } from '../api/get-chat-messages';
import { type ChatPanelState, useAnnounceChatPanel, useChatPanelState } from '../hooks/use-chat-panel-state';
import { isPending } from '../utils/chat-model';
import { ChatHeader } from './chat-header';
import { ChatBubble, ChatMinimisedBar } from './chat-launchers';

// The panel's body (Markdown, the conversation, the composer) is its own chunk, loaded when the panel
// first opens (or the bubble is hovered or focused): the bubble on every page stays a few bytes.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

export interface ChatWidgetProps {
  /** The user's balance as the app knows it; 0 disables asking. */
  credits: number | undefined;
  /** Called with the balance after each answer (0 after a 402), to update every place showing it. */
  onCreditsChange: (credits: number) => void;
  /** The trial's AI insights are used up; without it a toast says so. */
  onDemoLimit?: () => void;
  /** Opens a contact an answer named. */
  onOpenContact: (id: string) => void;
}

/** The floating AI CRM Assistant (spec §2 App shell, §4 Chat panel: closed, open, minimised). */
export function ChatWidget({ credits, onCreditsChange, onDemoLimit, onOpenContact }: ChatWidgetProps) {
  const [state, setState] = useChatPanelState();
  useAnnounceChatPanel(state === 'open');
  const [draft, setDraft] = useState('');
  // Counts the user's openings: the panel takes the focus when it mounts after one, not after a reload.
  const [focusRequest, setFocusRequest] = useState(0);
  const titleId = useId();
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLButtonElement>(null);
  // Focus moves only after the user's own action, never because a reload restored the state.
  const focusAfter = useRef<ChatPanelState | null>(null);
  const pending = useQuery({ ...chatMessagesQueryOptions, enabled: false, select: (c) => isPending(c.messages) }).data === true;

  useEffect(() => {
    if (focusAfter.current !== state) return;
    focusAfter.current = null;
    if (state === 'closed') bubbleRef.current?.focus();
    else if (state === 'minimised') barRef.current?.focus();
  }, [state]);

  const go = (next: ChatPanelState) => {
    focusAfter.current = next;
    if (next === 'open') setFocusRequest((n) => n + 1);
    setState(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    go('minimised');
  };

  if (state === 'closed') return <ChatBubble ref={bubbleRef} onOpen={() => go('open')} onPreload={() => void loadPanel()} />;
  if (state === 'minimised')
    return <ChatMinimisedBar ref={barRef} pending={pending} onOpen={() => go('open')} onClose={() => go('closed')} />;

  const header = { titleId, credits, onMinimise: () => go('minimised'), onClose: () => go('closed') };
  return (
    <section
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex h-[min(620px,82dvh)] flex-col overflow-hidden rounded-t-xl border bg-card text-card-foreground shadow-lg',
        'sm:inset-x-auto sm:right-5 sm:bottom-5 sm:h-[min(560px,calc(100dvh-2.5rem))] sm:w-[380px] sm:rounded-xl',
        'animate-zoom-in',
      )}
    >
      <Suspense fallback={<PanelLoading header={header} />}>
        <ChatPanel
          header={header}
          focusRequest={focusRequest}
          credits={credits}
          onCreditsChange={onCreditsChange}
          onDemoLimit={onDemoLimit}
          onOpenContact={onOpenContact}
          draft={draft}
          onDraftChange={setDraft}
        />
      </Suspense>
    </section>
  );
}

function PanelLoading({ header }: { header: ComponentProps<typeof ChatHeader> }) {
  return (
    <>
      <ChatHeader {...header} />
      <div className="flex flex-1 flex-col gap-3 p-4" aria-busy>
        <Skeleton className="h-16 w-4/5" />
        <Skeleton className="ml-auto h-9 w-3/5" />
      </div>
      <div className="border-t p-3">
        <Skeleton className="h-10 w-full" />
      </div>
    </>
  );
}
