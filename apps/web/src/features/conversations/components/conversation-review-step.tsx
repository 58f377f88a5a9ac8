import { CONVERSATION_IMPORT_MESSAGES, type ConversationImport, type ConversationParticipant } from '@tradeloom/domain';
import { InfoIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api/error-message';
import { useConfirmConversationImport } from '../api/conversation-imports-api';
import {
  confirmSummary,
  dateRange,
  itemsText,
  participantDetail,
  participantLabel,
  plural,
  suggestedName,
} from '../utils/conversation-model';

const SHOWN_AT_FIRST = 50;

function Figures({ record }: { record: ConversationImport }) {
  const t = record.review!.totals;
  const range = dateRange(t.first, t.last);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <div className="rounded-md border bg-card px-3 py-2">
        <dt className="text-xs text-muted-foreground">Read</dt>
        <dd className="font-semibold tabular-nums">{itemsText(record.kind, t.items)}</dd>
      </div>
      <div className="rounded-md border bg-card px-3 py-2">
        <dt className="text-xs text-muted-foreground">People</dt>
        <dd className="font-semibold tabular-nums">{t.people.toLocaleString('en-US')}</dd>
      </div>
      {range && (
        <div className="col-span-2 rounded-md border bg-card px-3 py-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Period</dt>
          <dd className="font-semibold tabular-nums">{range}</dd>
        </div>
      )}
    </dl>
  );
}

function Who({ p }: { p: ConversationParticipant }) {
  const detail = participantDetail(p);
  return (
    <span className="grid min-w-0">
      <span className="truncate font-medium">{participantLabel(p)}</span>
      {detail && <span className="truncate text-xs text-muted-foreground">{detail}</span>}
    </span>
  );
}

const activity = (kind: ConversationImport['kind'], p: ConversationParticipant) =>
  `${itemsText(kind, p.count)}${kind === 'whatsapp' || kind === 'telegram' ? ` on ${plural(p.interactions, ['day', 'days'])}` : ''}`;

/** Step 3: who matched a contact, who matched nobody (with 'Create contact'), and nothing written until Confirm. */
export function ConversationReviewStep({
  record,
  onCancel,
  cancelling,
}: {
  record: ConversationImport;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const review = record.review!;
  const ids = useId();
  const [ignored, setIgnored] = useState<Set<string>>(new Set());
  const [creating, setCreating] = useState<Map<string, string>>(new Map());
  const [showAll, setShowAll] = useState(false);
  const confirm = useConfirmConversationImport();
  const unmatched = showAll ? review.unmatched : review.unmatched.slice(0, SHOWN_AT_FIRST);
  const names = [...creating.values()];
  const invalid = names.some((n) => !n.trim());

  return (
    <div className="grid gap-6">
      <Figures record={record} />
      <p className="flex items-start gap-2 rounded-md border border-primary/20 bg-primary-soft px-3 py-2.5 text-sm text-primary-soft-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {CONVERSATION_IMPORT_MESSAGES.nothingWritten}
      </p>

      <section aria-labelledby={`${ids}-matched`} className="grid gap-2">
        <h3 id={`${ids}-matched`} className="flex items-center gap-2 text-sm font-semibold">
          <UsersIcon className="size-4 text-primary" aria-hidden />
          Matched to your contacts ({review.matched.length})
        </h3>
        {review.matched.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody in this file matched a contact by e-mail, phone or name.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Matched to your contacts">
            {review.matched.map((m) => {
              const id = `${ids}-m-${m.key}`;
              return (
                <li key={m.key} className="flex items-center gap-3 px-3 py-2.5 text-sm">
                  <Checkbox
                    id={id}
                    checked={!ignored.has(m.key)}
                    aria-label={`Add the history with ${participantLabel(m)}`}
                    onCheckedChange={(on) =>
                      setIgnored((prev) => {
                        const next = new Set(prev);
                        if (on) next.delete(m.key);
                        else next.add(m.key);
                        return next;
                      })
                    }
                  />
                  <Who p={m} />
                  <span className="ml-auto grid shrink-0 text-right">
                    <span className="truncate text-xs font-medium text-primary">{m.contacts.map((c) => c.full_name).join(', ')}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">{activity(record.kind, m)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${ids}-unmatched`} className="grid gap-2">
        <h3 id={`${ids}-unmatched`} className="flex items-center gap-2 text-sm font-semibold">
          <UserPlusIcon className="size-4 text-accent-soft-foreground" aria-hidden />
          Not in your contacts ({(review.unmatched.length + review.unmatched_more).toLocaleString('en-US')})
        </h3>
        {review.unmatched.length === 0 ? (
          <p className="text-sm text-muted-foreground">Everyone in this file is already a contact.</p>
        ) : (
          <>
            <p className="text-xs text-muted-foreground">
              Tick Create contact for the people you want to keep; their history comes with them.
            </p>
            <ul className="divide-y rounded-md border" aria-label="Not in your contacts">
              {unmatched.map((u) => {
                const name = creating.get(u.key);
                const id = `${ids}-u-${u.key}`;
                return (
                  <li key={u.key} className="grid gap-2 px-3 py-2.5 text-sm">
                    <div className="flex items-center gap-3">
                      <Who p={u} />
                      <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">{activity(record.kind, u)}</span>
                    </div>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                      <label htmlFor={id} className="flex items-center gap-2 text-xs font-medium">
                        <Checkbox
                          id={id}
                          checked={name !== undefined}
                          onCheckedChange={(on) =>
                            setCreating((prev) => {
                              const next = new Map(prev);
                              if (on) next.set(u.key, suggestedName(u));
                              else next.delete(u.key);
                              return next;
                            })
                          }
                        />
                        Create contact
                      </label>
                      {name !== undefined && (
                        <Input
                          value={name}
                          aria-label={`Name of the new contact for ${participantLabel(u)}`}
                          aria-invalid={!name.trim() || undefined}
                          className="h-8 min-w-0 flex-1 basis-48"
                          maxLength={200}
                          onChange={(e) => setCreating((prev) => new Map(prev).set(u.key, e.target.value))}
                        />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {!showAll && review.unmatched.length > SHOWN_AT_FIRST && (
              <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll(true)}>
                Show all {review.unmatched.length.toLocaleString('en-US')}
              </Button>
            )}
            {review.unmatched_more > 0 && (
              <p className="text-xs text-muted-foreground">
                {plural(review.unmatched_more, ['more person', 'more people'])} with fewer messages are not listed.
              </p>
            )}
          </>
        )}
      </section>

      {confirm.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(confirm.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <p className="min-w-0 flex-1 basis-56 text-sm text-muted-foreground" aria-live="polite">
          {confirmSummary(record, ignored, creating.size)}
        </p>
        <Button variant="outline" onClick={onCancel} disabled={cancelling || confirm.isPending}>
          Cancel import
        </Button>
        <Button
          disabled={confirm.isPending || invalid}
          onClick={() =>
            confirm.mutate({
              id: record.id,
              ignore: [...ignored],
              create: [...creating].map(([key, full_name]) => ({ key, full_name: full_name.trim() })),
            })
          }
        >
          {confirm.isPending ? 'Adding…' : 'Confirm and add'}
        </Button>
      </div>
    </div>
  );
}
