import type { ReactNode } from 'react';
import { HomeLogoLink } from '@/components/brand/home-logo-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';

/** A quiet full-page frame for guided steps outside the app shell (trial, onboarding). */
export function FocusLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <HomeLogoLink />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            {actions}
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{children}</main>
    </div>
  );
}
