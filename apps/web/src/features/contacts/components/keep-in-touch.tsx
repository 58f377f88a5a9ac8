import { type Contact, cadenceLabel, KEEP_IN_TOUCH_CADENCES, type KeepInTouchDays } from '@tradeloom/domain';
import { AlarmClockIcon, ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { StrengthBadge } from '@/components/relationship/strength-badge';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateContact } from '../api/update-contact';

const dueFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The detail sheet's relationship block: the strength with what it rests on, written out, and the
 * keep-in-touch cadence (set here and saved at once with the contact update; with none set, the default
 * by strength and role shows as a suggestion), its due day and whether it is overdue.
 */
export function KeepInTouch({ contact, readOnly }: { contact: Contact; readOnly: boolean }) {
  const id = useId();
  const update = useUpdateContact();
  const suggested = contact.keep_in_touch_days == null && contact.cadence_days != null;
  // While a change is being saved the select shows the choice, not the old value.
  const pending = update.isPending ? update.variables?.input.keep_in_touch_days : undefined;
  const value = pending !== undefined ? pending : contact.keep_in_touch_days;

  function choose(raw: string) {
    // One of the choices or none (the domain's keepInTouchDaysSchema, checked without loading zod here).
    const days = raw === '' ? null : (KEEP_IN_TOUCH_CADENCES.find((c) => String(c.days) === raw)?.days ?? undefined);
    if (days === undefined) return;
    update.mutate({ id: contact.id, input: { keep_in_touch_days: days as KeepInTouchDays | null } });
  }

  return (
    <div className="grid gap-3 rounded-lg border bg-card p-3.5 text-sm">
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
        <span className="text-muted-foreground">Strength</span>
        {contact.strength == null ? (
          <span className="text-muted-foreground">Not scored yet</span>
        ) : (
          <>
            <StrengthBadge strength={contact.strength} />
            {contact.strength_note && <p className="w-full text-muted-foreground">{contact.strength_note}</p>}
          </>
        )}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-cadence`} className="font-medium">
          Keep in touch
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative w-full sm:w-52">
            <select
              id={`${id}-cadence`}
              value={value == null ? '' : String(value)}
              disabled={readOnly || update.isPending}
              aria-describedby={`${id}-due`}
              onChange={(e) => choose(e.target.value)}
              className="h-10 w-full cursor-pointer appearance-none rounded-md border border-input bg-card pr-8 pl-3 text-sm text-foreground shadow-xs outline-none transition-[border-color,box-shadow] duration-150 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 sm:h-9 dark:[color-scheme:dark]"
            >
              <option value="">None</option>
              {KEEP_IN_TOUCH_CADENCES.map((c) => (
                <option key={c.days} value={c.days}>
                  {c.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
          </div>
          {update.isPending && <Spinner className="size-4 text-muted-foreground" />}
        </div>
        <div id={`${id}-due`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
          {suggested && <span>Suggested: {cadenceLabel(contact.cadence_days!).toLowerCase()}</span>}
          {contact.cadence_due_on ? (
            <>
              {suggested && <span aria-hidden>·</span>}
              <span className="inline-flex items-center gap-1">
                <AlarmClockIcon className="size-3.5" aria-hidden />
                Next touch due{' '}
                <time dateTime={contact.cadence_due_on}>{dueFormat.format(new Date(`${contact.cadence_due_on}T00:00:00Z`))}</time>
              </span>
              {contact.cadence_overdue && <Badge variant="destructive">Overdue</Badge>}
            </>
          ) : (
            !suggested && <span>No reminder: no cadence is set, and none is suggested without a relationship history.</span>
          )}
        </div>
      </div>
    </div>
  );
}
