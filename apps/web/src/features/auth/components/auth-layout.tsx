import { PRODUCT_NAME } from '@tradeloom/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeLogoLink } from '@/components/brand/home-logo-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { paths } from '@/lib/paths';
import { AuthBrandPanel } from './auth-brand-panel';

/** Split screen on wide displays (brand panel + form), a single column on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <AuthBrandPanel />
      <div className="flex min-h-dvh flex-col bg-background">
        <header className="flex items-center justify-between px-5 pt-5 sm:px-8 sm:pt-6">
          <HomeLogoLink className="lg:invisible" />
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-center justify-center px-5 py-10 sm:px-8">
          <div className="w-full max-w-[400px]">{children}</div>
        </main>
        <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-5 pb-6 text-xs text-muted-foreground">
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <Link to={paths.privacy} className="hover:text-foreground hover:underline underline-offset-4">
            Privacy
          </Link>
          <Link to={paths.terms} className="hover:text-foreground hover:underline underline-offset-4">
            Terms
          </Link>
        </footer>
      </div>
    </div>
  );
}
