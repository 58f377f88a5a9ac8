import { plural } from '@tradeloom/domain';

/** The panel's own labels (the spec's texts are CHAT_MESSAGES in @tradeloom/domain). */
export const CHAT_LABELS = {
  open: 'Open AI CRM Assistant',
  minimise: 'Minimise AI CRM Assistant',
  close: 'Close AI CRM Assistant',
  newConversation: 'New conversation',
  send: 'Send message',
  input: 'Message the AI CRM Assistant',
  typing: 'Assistant is typing',
  conversation: 'Conversation',
  chips: 'Contacts in this answer',
  upgrade: 'Upgrade plan',
  retry: 'Try again',
  loadFailed: 'The conversation could not be loaded.',
  clearFailed: 'Failed to start a new conversation. Please try again.',
  hint: 'Enter to send · Shift+Enter for a new line',
  subtitle: 'Answers from your own network',
  cost: '1 per answer',
  answering: 'Answering…',
} as const;

/** Questions the empty conversation offers, each the kind the assistant answers. */
export const CHAT_SUGGESTIONS = ['Who buys urea in the Middle East?', 'Who should I reconnect with?', 'Summarise my network'] as const;

/** A long answer shows this many contact chips at first; the rest behind one button (decision 034). */
export const CHIPS_SHOWN = 50;
export const moreChips = (n: number) => `and ${plural(n, 'more contact')}`;

export const creditsLeft = (n: number) => `${plural(n, 'credit')} left`;
