import { CHAT_MESSAGES } from '@tradeloom/domain';
import { ArrowRightIcon, CoinsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { CHAT_LABELS } from '../utils/chat-texts';

/** Spec §8 Credits: 'No credits remaining' with the upgrade prompt; billing lives in Settings. */
export function NoCreditsNotice() {
  return (
    <div
      role="status"
      data-testid="chat-no-credits"
      className="mx-3 my-3 flex items-start gap-2.5 rounded-lg border border-accent/40 bg-accent-soft px-3 py-2.5 text-accent-soft-foreground"
    >
      <CoinsIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{CHAT_MESSAGES.noCredits}</p>
        <p className="mt-0.5 text-xs leading-relaxed">{CHAT_MESSAGES.noCreditsPrompt}</p>
        <Button asChild size="sm" variant="accent" className="mt-2 h-7 px-2.5 text-xs">
          <Link to={paths.settings}>
            {CHAT_LABELS.upgrade}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}
