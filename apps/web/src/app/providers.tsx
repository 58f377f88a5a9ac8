import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/components/theme/theme-context';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient } from '@/lib/query-client';

function AppToaster() {
  const { theme } = useTheme();
  // Spec §9: the toast mechanism shows 3 at a time for 4000 ms. In the app's font, and below the
  // 56 px top bar so a toast never covers its buttons.
  return (
    <Toaster
      theme={theme}
      position="top-right"
      richColors
      closeButton
      duration={4000}
      visibleToasts={3}
      offset={{ top: 68, right: 16 }}
      mobileOffset={{ top: 64, left: 12, right: 12 }}
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
