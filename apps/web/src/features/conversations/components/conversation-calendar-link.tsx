import {
  CALENDAR_URL_MAX_LENGTH,
  CALENDAR_URL_MESSAGES,
  type ConversationImport,
  conversationImportFromUrlSchema,
} from '@tradeloom/domain';
import { LinkIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { importCalendarLink } from '../api/conversation-imports-api';

/**
 * The Upload step's second way (decision 040, 'Calendar links'): paste a calendar's secret iCal
 * address; the server fetches it once and the wizard goes on to Reading and Review as for a file.
 * The link is a password to the calendar: it is sent once and not kept.
 */
export function ConversationCalendarLink({ onImported }: { onImported: (record: ConversationImport) => void }) {
  const ids = { url: useId(), hint: useId(), error: useId() };
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = conversationImportFromUrlSchema.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? CALENDAR_URL_MESSAGES.invalid);
    setError(null);
    setPending(true);
    try {
      const created = await importCalendarLink(parsed.data.url);
      if (!mounted.current) return;
      setUrl('');
      onImported(created);
    } catch (err) {
      if (mounted.current) setError(errorMessage(err));
    } finally {
      if (mounted.current) setPending(false);
    }
  }

  return (
    <form className="grid gap-1.5" onSubmit={(e) => void submit(e)} noValidate aria-label="Import from a calendar link">
      <Label htmlFor={ids.url}>Or import from a calendar link</Label>
      <div className="flex gap-2">
        <Input
          id={ids.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          maxLength={CALENDAR_URL_MAX_LENGTH}
          placeholder="https://… or webcal://… (.ics)"
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          disabled={pending}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? <Spinner decorative /> : <LinkIcon aria-hidden />}
          {pending ? 'Fetching…' : 'Import'}
        </Button>
      </div>
      {error && (
        <FieldError id={ids.error} role="alert">
          {error}
        </FieldError>
      )}
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {CALENDAR_URL_MESSAGES.where} The link works like a password: it is used once and not kept.
      </p>
    </form>
  );
}
