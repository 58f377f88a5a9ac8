import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HomeLogoLink } from '@/components/brand/home-logo-link';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { MARKETING_LINKS } from './marketing-nav';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function MarketingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Features lives on the landing page; elsewhere go there first, then scroll.
  function goToFeatures() {
    setMenuOpen(false);
    if (pathname === paths.home) document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' });
    else navigate(`${paths.home}#features`);
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <HomeLogoLink />
        <nav aria-label="Primary" className="ml-6 hidden items-center gap-1 md:flex">
          <button type="button" className={linkClass} onClick={goToFeatures}>
            Features
          </button>
          {MARKETING_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={cn(linkClass, pathname === link.to && 'text-foreground')}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeToggle />
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link to={paths.auth.login()}>Login</Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link to={paths.auth.signup()}>Get Started</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </Button>
        </div>
      </div>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="right" className="w-72 p-0">
          <SheetTitle className="px-5 pt-5">
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
          <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
            <button type="button" className={cn(linkClass, 'text-left text-base')} onClick={goToFeatures}>
              Features
            </button>
            {MARKETING_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={cn(linkClass, 'text-base')} onClick={() => setMenuOpen(false)}>
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="mt-auto grid gap-2 border-t p-4">
            <Button asChild variant="outline" size="lg">
              <Link to={paths.auth.login()}>Login</Link>
            </Button>
            <Button asChild size="lg">
              <Link to={paths.auth.signup()}>Get Started</Link>
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </header>
  );
}
