import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type Attachment, type Contact, DEMO_CONTACT_READ_ONLY } from '@tradeloom/domain';
import { CircleAlertIcon, InfoIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { checkDuplicates } from '../api/check-duplicates';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { contactFormSchema } from '../utils/contact-form-schema';
import { type ContactFormValues, contactDisplayName, contactToForm, emptyContactForm, formToInput } from '../utils/contact-model';
import { updateFromForm } from '../utils/duplicate-model';
import { isContactLimit } from '../utils/mutation-toasts';
import { ContactFormInputs } from './contact-form-inputs';
import type { AttachmentsSlot } from './contact-slots';
import { DeleteContactButton } from './delete-contact-button';
import type { DuplicateMatch } from './duplicate-prompt';

// Shown only when an add finds likely duplicates: its own chunk, fetched while the Add form is open.
const loadDuplicatePrompt = () => import('./duplicate-prompt');
const DuplicatePrompt = lazy(() => loadDuplicatePrompt().then((m) => ({ default: m.DuplicatePrompt })));

/** 'location' opens the edit form with the cursor in its location field (to pick the city). */
export type DialogState = { mode: 'add' } | { mode: 'edit'; contact: Contact; focus?: 'location' } | null;

interface ContactFormDialogProps {
  state: DialogState;
  onOpenChange: (open: boolean) => void;
  /** The files card (features/attachments), handed in by the page. */
  Attachments: AttachmentsSlot;
}

/** Add and edit share this dialog (spec §4 'Contact dialogs'); a demo contact opens read-only. */
export function ContactFormDialog({ state, onOpenChange, Attachments }: ContactFormDialogProps) {
  const contact = state?.mode === 'edit' ? state.contact : undefined;
  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      {state && (
        <DialogContent
          className="flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-2xl flex-col gap-0 p-0 sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)]"
          // The first field gets focus (or the location, when asked), not the close button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const content = event.currentTarget as HTMLElement;
            const wanted = state.mode === 'edit' && state.focus === 'location' ? '#contact-location:not([disabled])' : null;
            const field =
              (wanted && content.querySelector<HTMLElement>(wanted)) || content.querySelector<HTMLElement>('input:not([disabled])');
            (field ?? content).focus();
          }}
        >
          <ContactForm key={contact?.id ?? 'new'} contact={contact} onDone={() => onOpenChange(false)} Attachments={Attachments} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ContactForm({ contact, onDone, Attachments }: { contact?: Contact; onDone: () => void; Attachments: AttachmentsSlot }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const readOnly = contact?.is_demo === true;
  const isNew = !contact;
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: contact ? contactToForm(contact) : emptyContactForm,
  });
  const [attachments, setAttachments] = useState<Attachment[]>(contact?.attachments ?? []);
  const create = useCreateContact();
  const update = useUpdateContact();
  const [checking, setChecking] = useState(false);
  // The add's likely duplicates, and the values waiting on the user's choice.
  const [prompt, setPrompt] = useState<{ values: ContactFormValues; matches: DuplicateMatch[] } | null>(null);
  const [promptBusy, setPromptBusy] = useState<'update' | 'keep' | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const saving = create.isPending || update.isPending || checking;
  const saved = useRef(false);
  useEffect(() => {
    if (isNew) void loadDuplicatePrompt();
  }, [isNew]);

  const finish = () => {
    saved.current = true;
    onDone();
  };
  const attachmentRefs = () => attachments.map((a) => ({ id: a.id, ...(a.displayName ? { displayName: a.displayName } : {}) }));

  async function createNew(values: ContactFormValues) {
    try {
      await create.mutateAsync({ ...formToInput(values), attachments: attachmentRefs() });
    } catch (error) {
      if (isContactLimit(error)) setLimitMessage((error as Error).message);
      return; // the mutation has said what went wrong
    }
    finish();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (readOnly) return;
    setLimitMessage(null);
    if (contact) {
      try {
        await update.mutateAsync({ id: contact.id, input: formToInput(values, contact) });
      } catch {
        return; // the mutation has said what went wrong
      }
      finish();
      return;
    }
    setChecking(true);
    const matches = await likelyDuplicates(values);
    setChecking(false);
    if (matches.length > 0) setPrompt({ values, matches });
    else await createNew(values);
  });

  async function keepBoth() {
    if (!prompt) return;
    setPromptBusy('keep');
    await createNew(prompt.values);
    setPromptBusy(null);
    setPrompt(null);
  }

  async function updateExisting(match: DuplicateMatch) {
    if (!prompt) return;
    setPromptBusy('update');
    try {
      await update.mutateAsync({
        id: match.contact.id,
        input: { ...updateFromForm(prompt.values, match.contact), attachments: attachmentRefs() },
      });
    } catch {
      setPromptBusy(null);
      return;
    }
    setPromptBusy(null);
    setPrompt(null);
    finish();
  }

  function cancel() {
    onDone();
  }

  const title = readOnly ? 'Demo Contact' : isNew ? 'Add Contact' : 'Edit Contact';
  const description = readOnly
    ? contactDisplayName(contact)
    : isNew
      ? 'A supplier, buyer, broker or anyone else in your trading network. Only the name is needed.'
      : `Update ${contactDisplayName(contact)}'s details, files and notes.`;

  return (
    <>
      <DialogHeader className="border-b px-4 py-4 sm:px-6">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>

      <form id={formId} onSubmit={onSubmit} noValidate className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
        {limitMessage && (
          <div
            role="alert"
            className="mb-5 flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive-soft-foreground"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div className="grid gap-1">
              <p>{limitMessage}</p>
              <Link to={paths.settings} className="w-fit font-medium underline underline-offset-4">
                Upgrade your plan
              </Link>
            </div>
          </div>
        )}
        {readOnly && (
          <div
            role="note"
            className="mb-5 flex items-start gap-2.5 rounded-md border border-accent/30 bg-accent-soft px-3 py-2.5 text-sm text-accent-soft-foreground"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">Sample contact from the shared demo network.</span> {DEMO_CONTACT_READ_ONLY}
            </p>
          </div>
        )}
        <fieldset
          disabled={readOnly || saving}
          className={cn(
            'grid min-w-0 gap-5',
            // Read-only fields are for reading: full contrast, no placeholders posing as values.
            readOnly &&
              '[&_:disabled]:cursor-default [&_:disabled]:opacity-100 [&_:disabled]:bg-muted/50 [&_::placeholder]:text-transparent',
          )}
        >
          <legend className="sr-only">Contact details</legend>
          <ContactFormInputs form={form} readOnly={readOnly} />
        </fieldset>
        <div className="mt-5">
          <Attachments
            target={contact ? { kind: 'contact', contactId: contact.id } : { kind: 'temp' }}
            attachments={attachments}
            onAttachmentsChange={setAttachments}
            onPersisted={() => void queryClient.invalidateQueries({ queryKey: contactKeys.all })}
            readOnly={readOnly}
            // An add dialog closed without saving does not keep its uploads.
            keepTemporary={() => saved.current}
          />
        </div>
      </form>

      <DialogFooter className="flex-row items-center gap-2 border-t px-4 py-3 sm:px-6">
        {contact && !readOnly && <DeleteContactButton contact={contact} disabled={saving} onDeleted={onDone} />}
        <div className="ml-auto flex gap-2">
          {readOnly ? (
            <Button variant="outline" onClick={cancel}>
              Close
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={saving}>
                {saving && <Spinner decorative />}
                {isNew ? 'Add Contact' : 'Save Changes'}
              </Button>
            </>
          )}
        </div>
      </DialogFooter>

      {prompt && (
        <Suspense fallback={null}>
          <DuplicatePrompt
            matches={prompt.matches}
            busy={promptBusy}
            onUpdate={(match) => void updateExisting(match)}
            onKeepBoth={() => void keepBoth()}
            onCancel={() => setPrompt(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The check helps the user; it never stands in the way of adding (a failed check adds as before). */
async function likelyDuplicates(values: ContactFormValues): Promise<DuplicateMatch[]> {
  try {
    return await checkDuplicates({
      full_name: values.full_name.trim(),
      company: values.company.trim() || null,
      client_email: values.client_email.trim() || null,
    });
  } catch {
    return [];
  }
}
