import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME, SIDEBAR_KEYBOARD_SHORTCUT } from '@tradeloom/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { readCookie, writeCookie } from '@/lib/cookies';
import { SidebarContext } from './sidebar-context';

/** Sidebar state: cookie-backed collapse on desktop (7 days), a drawer on phones, Ctrl/Cmd+B to toggle. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE_NAME) !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(SIDEBAR_COOKIE_NAME, String(next), SIDEBAR_COOKIE_MAX_AGE_SECONDS);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the phone layout closes the drawer so it does not reappear on the way back.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo(
    () => ({ open, setOpen, isMobile, openMobile, setOpenMobile, toggle }),
    [open, setOpen, isMobile, openMobile, toggle],
  );

  return <SidebarContext value={value}>{children}</SidebarContext>;
}
