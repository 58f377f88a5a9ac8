import { useState } from 'react';

/** True from the first time `open` is, on: a lazy dialog is mounted at its first opening and kept after. */
export function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}
