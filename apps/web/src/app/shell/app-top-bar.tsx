import { PanelLeftIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { isNavItemActive, MAIN_NAV } from './nav-items';
import { useSidebar } from './sidebar-context';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export function AppTopBar() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const { pathname } = useLocation();
  const section = MAIN_NAV.find((item) => isNavItemActive(item, pathname))?.label;

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur-md supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Toggle Sidebar"
            aria-expanded={isMobile ? openMobile : open}
            onClick={toggle}
            className="text-muted-foreground hover:text-foreground"
          >
            <PanelLeftIcon />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom" className="flex items-center gap-2">
          Toggle sidebar
          <kbd className="rounded border border-background/30 px-1 font-sans text-[10px]">{isMac ? '⌘' : 'Ctrl'} B</kbd>
        </TooltipContent>
      </Tooltip>
      <Separator orientation="vertical" className="mx-1 !h-5" />
      {isMobile && <LogoMark className="size-6" />}
      {section && <span className="truncate text-sm font-medium text-foreground">{section}</span>}
      <div className="ml-auto flex items-center gap-1">
        <ThemeToggle />
      </div>
    </header>
  );
}
