import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/components/theme/theme-context';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient } from '@/lib/query-client';

function AppToaster() {
  const { theme } = useTheme();
  // Spec §9: the toast mechanism shows 3 at a time for 4000 ms. In the app's font, and at the bottom:
  // the top holds the demo banner and the top bar, whose buttons a toast must never cover.
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      richColors
      closeButton
      duration={4000}
      visibleToasts={3}
      offset={{ bottom: 16, right: 16 }}
      mobileOffset={{ bottom: 12, left: 12, right: 12 }}
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
