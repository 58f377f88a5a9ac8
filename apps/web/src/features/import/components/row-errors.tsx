import type { ImportRowError } from '@tradeloom/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '../utils/import-model';

const FIRST = 5;

/** 'Row N: reason' for the first rows the server listed, the rest behind a toggle. */
export function RowErrors({ errors, total }: { errors: ImportRowError[]; total: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? errors : errors.slice(0, FIRST);
  const unlisted = total - errors.length;
  return (
    <div className="grid gap-1.5">
      <ul className="grid gap-1 rounded-md border bg-muted/30 px-3 py-2 text-sm" aria-label="Row errors">
        {shown.map((e) => (
          <li key={`${e.row}-${e.reason}`} className="flex gap-1.5">
            <span className="shrink-0 font-medium tabular-nums">Row {e.row}:</span>
            <span className="min-w-0 text-muted-foreground">{e.reason}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
        {errors.length > FIRST && (
          <Button variant="link" size="sm" className="h-auto text-xs" onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : `Show all ${formatCount(errors.length)}`}
          </Button>
        )}
        {unlisted > 0 && <span>and {formatCount(unlisted)} more not listed</span>}
      </div>
    </div>
  );
}
