import { DUPLICATE_REASON_LABELS, type DuplicateCheckResponse } from '@tradeloom/domain';
import { useEffect, useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export type DuplicateMatch = DuplicateCheckResponse['matches'][number];

interface DuplicatePromptProps {
  /** The likely duplicates of the contact being added; null when the prompt is closed. */
  matches: DuplicateMatch[] | null;
  busy: 'update' | 'keep' | null;
  onUpdate: (match: DuplicateMatch) => void;
  onKeepBoth: () => void;
  onCancel: () => void;
}

/** Before a new contact is saved: the contacts it likely duplicates, and what to do about it. */
export function DuplicatePrompt({ matches, busy, onUpdate, onKeepBoth, onCancel }: DuplicatePromptProps) {
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  useEffect(() => setChosenId(matches?.[0]?.contact.id), [matches]);
  const chosen = matches?.find((m) => m.contact.id === chosenId) ?? matches?.[0];
  const several = (matches?.length ?? 0) > 1;

  return (
    <AlertDialog open={matches !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialogContent className="max-w-lg">
        <AlertDialogHeader>
          <AlertDialogTitle>{several ? 'These contacts look the same' : 'This contact may already exist'}</AlertDialogTitle>
          <AlertDialogDescription>
            {several
              ? 'Update the one you mean with what you entered, or add a new contact anyway.'
              : 'Update it with what you entered, or add a new contact anyway.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {matches &&
          (several ? (
            <RadioGroup value={chosen?.contact.id} onValueChange={setChosenId} aria-label="Contact to update" className="gap-2">
              {matches.map((m) => (
                <MatchRow key={m.contact.id} match={m} selected={m.contact.id === chosen?.contact.id} selectable />
              ))}
            </RadioGroup>
          ) : (
            <ul aria-label="Likely duplicates" className="grid gap-2">
              {matches.map((m) => (
                <MatchRow key={m.contact.id} match={m} selected />
              ))}
            </ul>
          ))}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy !== null}>Cancel</AlertDialogCancel>
          <Button variant="outline" disabled={busy !== null} onClick={onKeepBoth}>
            {busy === 'keep' && <Spinner decorative />}
            Keep both
          </Button>
          <Button disabled={busy !== null || !chosen} onClick={() => chosen && onUpdate(chosen)}>
            {busy === 'update' && <Spinner decorative />}
            Update existing
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function MatchRow({ match, selected, selectable }: { match: DuplicateMatch; selected: boolean; selectable?: boolean }) {
  const id = useId();
  const { contact, reason } = match;
  const details = [contact.company, contact.client_email, contact.phone, contact.location].filter(Boolean).join(' · ');
  const body = (
    <div className="grid min-w-0 flex-1 gap-0.5">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="truncate text-sm font-medium">{contact.full_name}</span>
        <Badge variant="accent">{DUPLICATE_REASON_LABELS[reason]}</Badge>
      </div>
      <p className="line-clamp-2 text-xs break-words text-muted-foreground">{details || 'No other details'}</p>
    </div>
  );
  if (!selectable) return <li className="flex items-start gap-3 rounded-md border bg-muted/40 px-3 py-2.5">{body}</li>;
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5',
        selected ? 'border-primary/50 bg-primary-soft/50' : 'hover:bg-muted/50',
      )}
    >
      <RadioGroupItem
        id={id}
        value={contact.id}
        aria-label={`Update ${contact.full_name}${contact.company ? `, ${contact.company}` : ''}`}
        className="mt-0.5"
      />
      {body}
    </label>
  );
}
