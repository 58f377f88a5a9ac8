import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Spec §4: the chat panel is closed, open or minimised. */
export type ChatPanelState = 'closed' | 'open' | 'minimised';

const STORAGE_KEY = 'tradeloom-chat-panel';
const OPEN_EVENT = 'tradeloom:open-chat-panel';

function save(next: ChatPanelState) {
  try {
    sessionStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private modes); the state then lasts as long as the page.
  }
}

/**
 * Opens the assistant's panel from anywhere (the onboarding checklist): a mounted widget opens at
 * once, and one the shell mounts later (after a navigation) starts open.
 */
export function openChatPanel() {
  save('open');
  window.dispatchEvent(new Event(OPEN_EVENT));
}

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
    save(next);
  }, []);
  useEffect(() => {
    const open = () => setState('open');
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);
  return [state, set];
}

/** Where the open panel sits from the sm breakpoint up (chat-widget.tsx: sm:right-5, sm:w-[380px]). */
export const CHAT_PANEL_DOCK = { right: 20, width: 380 } as const;

// Whether the open panel is on screen now (a widget mounted and open), for what must keep clear of
// it: toasts. Not the stored state, which can say 'open' on a page without the widget.
let panelShown = false;
const shownListeners = new Set<() => void>();
function setPanelShown(shown: boolean) {
  if (panelShown === shown) return;
  panelShown = shown;
  for (const listener of shownListeners) listener();
}

/** The widget says while its open panel is on screen. */
export function useAnnounceChatPanel(open: boolean) {
  useEffect(() => {
    if (!open) return;
    setPanelShown(true);
    return () => setPanelShown(false);
  }, [open]);
}

/** True while the assistant's open panel is on screen. */
export function useChatPanelShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      shownListeners.add(listener);
      return () => shownListeners.delete(listener);
    },
    () => panelShown,
    () => false,
  );
}
