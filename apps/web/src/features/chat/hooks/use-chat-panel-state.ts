import { useCallback, useState } from 'react';

/** Spec §4: the chat panel is closed, open or minimised. */
export type ChatPanelState = 'closed' | 'open' | 'minimised';

const STORAGE_KEY = 'tradeloom-chat-panel';

function read(): ChatPanelState {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved === 'open' || saved === 'minimised' ? saved : 'closed';
  } catch {
    return 'closed';
  }
}

/**
 * The panel's state, kept for the tab's session: it survives moving between pages (the shell stays
 * mounted) and a reload, and a new tab starts closed.
 */
export function useChatPanelState(): [ChatPanelState, (next: ChatPanelState) => void] {
  const [state, setState] = useState(read);
  const set = useCallback((next: ChatPanelState) => {
    setState(next);
    try {
      sessionStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private modes); the state then lasts as long as the page.
    }
  }, []);
  return [state, set];
}
