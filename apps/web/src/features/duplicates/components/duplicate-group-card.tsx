import { DUPLICATE_REASON_LABELS, type DuplicateGroups, type DuplicateMember, plural } from '@tradeloom/domain';
import { Building2Icon, MailIcon, MapPinIcon, PaperclipIcon, PhoneIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/utils';
import { useMergeContacts } from '../api/merge-contacts';

type Group = DuplicateGroups['groups'][number];

/** One group of likely duplicates: which contact to keep, and the merge behind a confirmation. */
export function DuplicateGroupCard({ group }: { group: Group }) {
  const headingId = useId();
  const [keepId, setKeepId] = useState(group.members[0]!.id);
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeContacts();
  const keep = group.members.find((m) => m.id === keepId) ?? group.members[0]!;
  const others = group.members.filter((m) => m.id !== keep.id);
  const files = others.reduce((n, m) => n + m.attachments, 0);
  const mergeLabel = `Merge ${group.members.length} contacts`;
  // Duplicates often share a name: the company says which one stays.
  const keptName = keep.company ? `${keep.full_name} (${keep.company})` : keep.full_name;

  async function confirm() {
    try {
      await merge.mutateAsync({ primaryId: keep.id, duplicateIds: others.map((m) => m.id) });
    } catch {
      return; // the error shows in the confirmation
    }
    // The refreshed groups no longer hold this one: the card (and its dialog) may be gone already.
    setConfirming(false);
    toast.success('Contacts merged', { description: `${plural(group.members.length, 'contact', 'contacts')} are now ${keep.full_name}.` });
  }

  return (
    <li aria-labelledby={headingId} data-testid="duplicate-group" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {group.members[0]!.full_name}
        </h3>
        <Badge variant="accent">{DUPLICATE_REASON_LABELS[group.reason]}</Badge>
        <span className="text-xs text-muted-foreground">{plural(group.members.length, 'contact', 'contacts')}</span>
      </div>
      <RadioGroup value={keepId} onValueChange={setKeepId} aria-label="Contact to keep" className="gap-2">
        {group.members.map((m) => (
          <MemberOption key={m.id} member={m} kept={m.id === keepId} />
        ))}
      </RadioGroup>
      {merge.isError && !confirming && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(merge.error)}
        </p>
      )}
      <div className="flex justify-end">
        <AlertDialog open={confirming} onOpenChange={(next) => !merge.isPending && setConfirming(next)}>
          <AlertDialogTrigger asChild>
            <Button size="sm">{mergeLabel}</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Merge into {keep.full_name}?</AlertDialogTitle>
              <AlertDialogDescription>
                {keptName} is kept and {others.length === 1 ? 'the other contact is' : `the ${others.length} others are`} folded into it.
                Nothing is lost: empty fields are filled in, values that differ go into the notes,
                {files > 0 ? ` ${plural(files, 'file', 'files')} and` : ' files and'} relationship history move over.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {merge.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(merge.error)}
              </p>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={merge.isPending}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                disabled={merge.isPending}
                onClick={(event) => {
                  event.preventDefault();
                  void confirm();
                }}
              >
                {merge.isPending && <Spinner decorative />}
                {mergeLabel}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}

function MemberOption({ member, kept }: { member: DuplicateMember; kept: boolean }) {
  const id = useId();
  const facts = [
    { Icon: Building2Icon, label: 'Company', value: member.company },
    { Icon: MailIcon, label: 'E-mail', value: member.client_email },
    { Icon: PhoneIcon, label: 'Phone', value: member.phone },
    { Icon: MapPinIcon, label: 'Location', value: member.location },
  ].filter((f) => f.value);
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 transition-colors',
        kept ? 'border-primary/50 bg-primary-soft/50' : 'hover:bg-muted/50',
      )}
    >
      <RadioGroupItem
        id={id}
        value={member.id}
        aria-label={`Keep ${member.full_name}${member.company ? `, ${member.company}` : ''}`}
        className="mt-0.5"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium">{member.full_name}</span>
          {kept && (
            <Badge variant="soft" className="text-[10px]">
              Kept
            </Badge>
          )}
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {facts.map(({ Icon, label, value }) => (
            <div key={label} className="flex min-w-0 items-center gap-1.5">
              <dt className="sr-only">{label}</dt>
              <Icon className="size-3.5 shrink-0" aria-hidden />
              <dd className="max-w-56 truncate">{value}</dd>
            </div>
          ))}
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Attachments</dt>
            <PaperclipIcon className="size-3.5 shrink-0" aria-hidden />
            <dd className="tabular-nums">{plural(member.attachments, 'file', 'files')}</dd>
          </div>
        </dl>
      </div>
    </label>
  );
}
