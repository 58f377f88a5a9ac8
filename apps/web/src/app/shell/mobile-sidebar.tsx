import { PRODUCT_NAME } from '@tradeloom/domain';
import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';

/** Under 768 px the sidebar is a drawer opened from the top bar (its own chunk: loaded on first opening). */
export function MobileSidebar({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" showCloseButton={false} className="w-72 max-w-[85vw] border-sidebar-border bg-sidebar p-0">
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Main navigation of {PRODUCT_NAME}</SheetDescription>
        <div data-testid="app-sidebar" data-state="expanded" data-mobile="true" className="flex h-full flex-col">
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
