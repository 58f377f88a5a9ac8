import type { ChatContact } from '@tradeloom/domain';
import { UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { CHAT_LABELS, CHIPS_SHOWN, moreChips } from '../utils/chat-texts';

/**
 * The contacts an answer named, as chips that open each contact. A long answer (every contact it
 * found) shows the first CHIPS_SHOWN, then one button for the rest.
 */
export function ChatContactChips({ contacts, onOpen }: { contacts: ChatContact[]; onOpen: (id: string) => void }) {
  const [all, setAll] = useState(false);
  if (contacts.length === 0) return null;
  const shown = all ? contacts : contacts.slice(0, CHIPS_SHOWN);
  const hidden = contacts.length - shown.length;
  return (
    <ul aria-label={CHAT_LABELS.chips} className="mt-2 flex flex-wrap gap-1.5">
      {shown.map((c) => (
        <li key={c.id} className="max-w-full min-w-0">
          <button
            type="button"
            onClick={() => onOpen(c.id)}
            aria-label={c.company ? `${c.full_name}, ${c.company}` : c.full_name}
            title={c.company ? `${c.full_name} · ${c.company}` : c.full_name}
            className="inline-flex h-7 max-w-full items-center gap-1.5 rounded-full border bg-card pr-2.5 pl-1 text-xs shadow-xs transition-colors outline-none hover:border-primary/40 hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <UserRoundIcon className="size-3" aria-hidden />
            </span>
            <span className="truncate font-medium text-foreground">{c.full_name}</span>
            {c.company && <span className="hidden truncate text-muted-foreground min-[360px]:inline">· {c.company}</span>}
          </button>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <button
            type="button"
            onClick={() => setAll(true)}
            className="inline-flex h-7 items-center rounded-full px-2.5 text-xs font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {moreChips(hidden)}
          </button>
        </li>
      )}
    </ul>
  );
}
