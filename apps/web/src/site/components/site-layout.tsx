import { MenuIcon, MoonIcon, SunIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { HomeLogoLink } from '@/components/brand/home-logo-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { MarketingFooter } from './marketing-footer';
import { MARKETING_LINKS } from './marketing-nav';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The public pages' sticky header as static HTML; src/site/client/site.ts wires the theme button, the
 * mobile menu and the Features link. `variant="pricing"` shows Login and 'Try for free' (spec §2).
 */
export function SiteHeader({ current, variant = 'default' }: { current?: string; variant?: 'default' | 'pricing' }) {
  const primary = variant === 'pricing' ? 'Try for free' : 'Get Started';
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <HomeLogoLink />
        <nav aria-label="Primary" className="ml-6 hidden items-center gap-1 md:flex">
          <a href={`${paths.home}#features`} className={linkClass} data-features-link="">
            Features
          </a>
          {MARKETING_LINKS.map((link) => (
            <a
              key={link.to}
              href={link.to}
              className={cn(linkClass, current === link.to && 'text-foreground')}
              aria-current={current === link.to ? 'page' : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <Button
            variant="ghost"
            size="icon"
            className="text-muted-foreground hover:text-foreground"
            aria-label="Switch theme"
            data-theme-toggle=""
          >
            <MoonIcon className="dark:hidden" />
            <SunIcon className="hidden dark:block" />
          </Button>
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <a href={paths.auth.login()}>Login</a>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <a href={paths.auth.signup()}>{primary}</a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-expanded="false"
            aria-controls="site-menu"
            data-menu-toggle=""
          >
            <MenuIcon />
          </Button>
        </div>
      </div>
      <div id="site-menu" hidden className="border-t bg-background md:hidden" data-menu="">
        <div className="flex items-center justify-between px-4 pt-3">
          <span className="text-sm font-medium text-muted-foreground">Menu</span>
          <Button variant="ghost" size="icon" aria-label="Close menu" data-menu-close="">
            <XIcon />
          </Button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-3 pb-2">
          <a href={`${paths.home}#features`} className={cn(linkClass, 'text-base')} data-features-link="">
            Features
          </a>
          {MARKETING_LINKS.map((link) => (
            <a key={link.to} href={link.to} className={cn(linkClass, 'text-base')}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="grid grid-cols-2 gap-2 border-t p-4">
          <Button asChild variant="outline" size="lg">
            <a href={paths.auth.login()}>Login</a>
          </Button>
          <Button asChild size="lg">
            <a href={paths.auth.signup()}>{primary}</a>
          </Button>
        </div>
      </div>
    </header>
  );
}

export function SiteLayout({ children, current, variant }: { children: ReactNode; current?: string; variant?: 'default' | 'pricing' }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader current={current} variant={variant} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
