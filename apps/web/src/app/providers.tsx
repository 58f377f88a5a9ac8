import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useTheme } from '@/components/theme/theme-context';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { CHAT_PANEL_DOCK, useChatPanelShown } from '@/features/chat/hooks/use-chat-panel-state';
import { queryClient } from '@/lib/query-client';
import { whenIdle } from '@/lib/when-idle';
import { loadToasts, Toaster, type ToasterProps } from './toast';

const TOAST_WIDTH = 356;
const GAP = 16;
// Wide enough for a toast beside the docked assistant panel, to its left.
const BESIDE_PANEL = `(min-width: ${CHAT_PANEL_DOCK.right + CHAT_PANEL_DOCK.width + GAP + TOAST_WIDTH + GAP}px)`;

function useMatches(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Where toasts go. At the bottom right: the top holds the demo banner and the top bar, whose buttons a
 * toast must never cover. But never over the assistant's open panel, where the question box is: beside
 * it when the window is wide enough, else at the top while it is open.
 */
function useToastPlacement(): Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'> {
  const panel = useChatPanelShown();
  const beside = useMatches(BESIDE_PANEL);
  if (!panel) return { position: 'bottom-right', offset: { bottom: GAP, right: GAP }, mobileOffset: { bottom: 12, left: 12, right: 12 } };
  if (beside)
    return {
      position: 'bottom-right',
      offset: { bottom: GAP, right: CHAT_PANEL_DOCK.right + CHAT_PANEL_DOCK.width + GAP },
      mobileOffset: {},
    };
  return { position: 'top-center', offset: { top: GAP }, mobileOffset: { top: 12, left: 12, right: 12 } };
}

function AppToaster() {
  const { theme } = useTheme();
  const placement = useToastPlacement();
  // sonner's code is not in the first view (./toast.tsx): fetched once the browser is idle, or on the first toast.
  useEffect(() => whenIdle(() => void loadToasts().catch(() => {}), 4000), []);
  // Spec §9: the toast mechanism shows 3 at a time for 4000 ms, in the app's font.
  return (
    <Toaster
      theme={theme}
      {...placement}
      richColors
      closeButton
      duration={4000}
      visibleToasts={3}
      style={{ fontFamily: 'var(--font-sans)' }}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <AppToaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
