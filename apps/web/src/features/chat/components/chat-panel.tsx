import { SquarePenIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useClearChatMessages } from '../api/clear-chat-messages';
import { useChatMessages } from '../api/get-chat-messages';
import { useSendChatMessage } from '../api/send-chat-message';
import { canSend, isPending } from '../utils/chat-model';
import { CHAT_LABELS } from '../utils/chat-texts';
import { ChatComposer } from './chat-composer';
import { ChatHeader, HeaderButton } from './chat-header';
import { ChatMessageList } from './chat-message-list';
import { NoCreditsNotice } from './no-credits-notice';

export interface ChatPanelProps {
  header: Omit<ComponentProps<typeof ChatHeader>, 'actions'>;
  /** Changes when the user opens the panel: the question box then takes the focus. */
  focusRequest: number;
  credits: number | undefined;
  onCreditsChange: (credits: number) => void;
  onDemoLimit?: () => void;
  onOpenContact: (id: string) => void;
  /** The question being typed, kept by the widget so minimising does not lose it. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** The open panel: the stored conversation, the answer on its way, and the question box. */
export function ChatPanel({
  header,
  focusRequest,
  credits,
  onCreditsChange,
  onDemoLimit,
  onOpenContact,
  draft,
  onDraftChange,
}: ChatPanelProps) {
  const conversation = useChatMessages();
  const messages = conversation.data?.messages ?? [];
  const pending = isPending(messages);
  const { send, retry } = useSendChatMessage({ onCredits: onCreditsChange, onDemoLimit });
  const clear = useClearChatMessages();
  const input = useRef<HTMLTextAreaElement>(null);
  // Spec §8: with no credits left nothing is sent; the notice says why and where to get more.
  const noCredits = credits !== undefined && credits <= 0;

  useEffect(() => {
    if (focusRequest > 0) input.current?.focus();
  }, [focusRequest]);

  const submit = () => {
    if (noCredits || !conversation.isSuccess || !canSend(draft, messages)) return;
    const text = draft;
    onDraftChange('');
    void send(text).then((outcome) => {
      // Refused for credits: nothing was asked, so the question is given back.
      if (outcome === 'no-credits') onDraftChange(text);
    });
  };

  const retryAnswer = (errorId: string) => {
    const question = messages[messages.findIndex((m) => m.id === errorId) - 1];
    void retry(errorId).then((outcome) => {
      if (outcome === 'no-credits' && question) onDraftChange(question.content);
    });
  };

  const newConversation = () =>
    clear.mutate(undefined, {
      onSuccess: () => input.current?.focus(),
      onError: () => toast.error('Error', { description: CHAT_LABELS.clearFailed }),
    });

  return (
    <>
      <ChatHeader
        {...header}
        actions={
          <HeaderButton
            label={CHAT_LABELS.newConversation}
            tooltip={CHAT_LABELS.newConversation}
            onClick={newConversation}
            disabled={pending || clear.isPending || messages.length === 0}
          >
            <SquarePenIcon />
          </HeaderButton>
        }
      />
      <ChatMessageList
        messages={messages}
        status={conversation.status}
        onReload={() => void conversation.refetch()}
        onOpenContact={onOpenContact}
        onRetry={noCredits ? undefined : retryAnswer}
        onSuggest={(question) => {
          onDraftChange(question);
          input.current?.focus();
        }}
      />
      {noCredits && <NoCreditsNotice />}
      <ChatComposer
        ref={input}
        value={draft}
        onChange={onDraftChange}
        onSend={submit}
        pending={pending || !conversation.isSuccess}
        disabled={noCredits}
      />
    </>
  );
}
