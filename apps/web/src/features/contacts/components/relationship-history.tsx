import { INTERACTION_KIND_LABELS, INTERACTION_KINDS, INTERACTION_TEXT_MAX, type InteractionKind } from '@tradeloom/domain';
import { CalendarClockIcon, type LucideIcon, MailIcon, MessageSquareIcon, NotebookPenIcon, PhoneIcon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useInteractions, useLogInteraction } from '../api/interactions';

const ICONS: Record<InteractionKind, LucideIcon> = {
  call: PhoneIcon,
  meeting: UsersIcon,
  email: MailIcon,
  message: MessageSquareIcon,
  note: NotebookPenIcon,
};
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const today = () => new Date().toISOString().slice(0, 10);

/** When the user was last in touch, the timeline of calls, meetings, e-mails, messages and notes, and a form to log one. */
export function RelationshipHistory({
  contactId,
  lastContactedAt,
  readOnly,
}: {
  contactId: string;
  lastContactedAt: string | null;
  readOnly: boolean;
}) {
  // A demo contact is read-only, but its logged calls are shown like anyone else's.
  const history = useInteractions(contactId);
  const log = useLogInteraction(contactId);
  const [kind, setKind] = useState<InteractionKind>('call');
  const [date, setDate] = useState(today);
  const [text, setText] = useState('');
  const ids = { kind: useId(), date: useId(), text: useId() };
  const items = history.data ?? [];

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-sm">
        <CalendarClockIcon className="size-4 text-muted-foreground" aria-hidden />
        <span className="text-muted-foreground">Last contacted</span>
        <span data-testid="last-contacted" className="font-medium">
          {lastContactedAt ? dateFormat.format(new Date(lastContactedAt)) : 'Never'}
        </span>
      </p>
      {items.length > 0 && (
        <ol className="grid gap-2" aria-label="Interactions">
          {items.map((i) => {
            const Icon = ICONS[i.kind];
            return (
              <li key={i.id} className="flex gap-2.5 text-sm">
                <Icon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0">
                  <p>
                    <span className="font-medium">{INTERACTION_KIND_LABELS[i.kind]}</span>{' '}
                    <span className="text-muted-foreground">· {dateFormat.format(new Date(i.date))}</span>
                  </p>
                  {i.text && <p className="whitespace-pre-wrap break-words text-muted-foreground">{i.text}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <form
          className="grid gap-2.5 rounded-md border p-3"
          aria-label="Log an interaction"
          onSubmit={(e) => {
            e.preventDefault();
            log.mutate(
              { kind, date, text },
              {
                onSuccess: () => {
                  setText('');
                  toast.success('Interaction logged');
                },
                onError: (err) =>
                  toast.error('Error', {
                    description: isApiError(err) && err.status < 500 ? err.message : 'Failed to log the interaction',
                  }),
              },
            );
          }}
        >
          <div className="grid grid-cols-2 gap-2.5">
            <div className="grid gap-1">
              <Label htmlFor={ids.kind} className="text-xs">
                Type
              </Label>
              <Select value={kind} onValueChange={(v) => setKind(v as InteractionKind)}>
                <SelectTrigger id={ids.kind}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {INTERACTION_KINDS.map((k) => (
                    <SelectItem key={k} value={k}>
                      {INTERACTION_KIND_LABELS[k]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.date} className="text-xs">
                Date
              </Label>
              <Input id={ids.date} type="date" value={date} max={today()} required onChange={(e) => setDate(e.target.value)} />
            </div>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.text} className="text-xs">
              What happened (optional)
            </Label>
            <Textarea id={ids.text} rows={2} maxLength={INTERACTION_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <Button type="submit" size="sm" className="justify-self-end" disabled={log.isPending || !date}>
            {log.isPending ? 'Logging...' : 'Log Interaction'}
          </Button>
        </form>
      )}
    </div>
  );
}
