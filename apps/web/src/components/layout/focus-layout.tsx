import { PRODUCT_NAME } from '@tradeloom/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/lib/paths';

/** A quiet full-page frame for guided steps outside the app shell (trial, onboarding). */
export function FocusLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Link
            to={paths.home}
            className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`${PRODUCT_NAME} home`}
          >
            <Logo />
          </Link>
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
