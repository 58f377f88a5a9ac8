import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/** The Export button: the same before its menu has loaded and after (see export-button.tsx). */
export function ExportTrigger(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="px-3 sm:px-4" {...props}>
      <DownloadIcon aria-hidden />
      Export
      <ChevronDownIcon className="hidden text-muted-foreground sm:block" aria-hidden />
    </Button>
  );
}
