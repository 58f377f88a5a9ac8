import { useQueryClient } from '@tanstack/react-query';
import {
  type Attachment,
  type Contact,
  contactIsOnMap,
  contactPlaceLabel,
  DEMO_CONTACT_READ_ONLY,
  PLACE_MESSAGES,
  splitCommodities,
} from '@tradeloom/domain';
import {
  AlertCircleIcon,
  BriefcaseIcon,
  Building2Icon,
  CalendarIcon,
  HandshakeIcon,
  InfoIcon,
  LinkIcon,
  MailIcon,
  MapPinIcon,
  MapPinOffIcon,
  PencilIcon,
  PhoneIcon,
  UserIcon,
} from 'lucide-react';
import { type ReactNode, type SetStateAction, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { contactKeys } from '@/lib/contacts/contact-keys';
import { useContact } from '../api/get-contact';
import { contactDisplayName, roleAndTitle } from '../utils/contact-model';
import { ContactAvatar, DemoBadge } from './contact-avatar';
import type { AttachmentsSlot } from './contact-slots';
import { DeleteContactButton } from './delete-contact-button';
import { KeepInTouch } from './keep-in-touch';
import { RelationshipHistory } from './relationship-history';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface ContactDetailSheetProps {
  /** The contact in the URL (/contacts/:id); the sheet is closed without one. */
  id: string | undefined;
  onClose: () => void;
  /** Opens the form; 'location' puts the cursor in its location field. */
  onEdit: (contact: Contact, focus?: 'location') => void;
  /** The files card (features/attachments), handed in by the page. */
  Attachments: AttachmentsSlot;
}

/** The contact's page as a side sheet over the grid (deep link /contacts/:id): every field, files, dates. */
export function ContactDetailSheet({ id, onClose, onEdit, Attachments }: ContactDetailSheetProps) {
  const query = useContact(id);
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <Sheet open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full max-w-none gap-0 sm:max-w-lg" aria-describedby={undefined}>
        {query.data ? (
          <ContactDetail contact={query.data} onEdit={onEdit} onDeleted={onClose} Attachments={Attachments} />
        ) : query.isError ? (
          <SheetMessage
            title={notFound ? 'Contact not found' : 'Contact could not be loaded'}
            text={notFound ? 'It may have been deleted, or it belongs to someone else.' : (query.error?.message ?? '')}
          />
        ) : (
          <>
            <SheetTitle className="sr-only">Loading contact</SheetTitle>
            <div className="flex flex-1 items-center justify-center">
              <Spinner className="size-6 text-primary" />
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function SheetMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
      <AlertCircleIcon className="size-6 text-muted-foreground" aria-hidden />
      <SheetTitle className="text-base">{title}</SheetTitle>
      <SheetDescription>{text}</SheetDescription>
    </div>
  );
}

function ContactDetail({
  contact,
  onEdit,
  onDeleted,
  Attachments,
}: {
  contact: Contact;
  onEdit: (c: Contact, focus?: 'location') => void;
  onDeleted: () => void;
  Attachments: AttachmentsSlot;
}) {
  const queryClient = useQueryClient();
  const name = contactDisplayName(contact);
  const commodities = splitCommodities(contact.commodities);
  const readOnly = contact.is_demo;
  const place = contactPlaceLabel(contact);
  const unplaced = Boolean(place) && !contactIsOnMap(contact);
  const subtitle = roleAndTitle(contact);

  const setAttachments = (change: SetStateAction<Attachment[]>) =>
    queryClient.setQueryData<Contact>(contactKeys.detail(contact.id), (current) =>
      current ? { ...current, attachments: typeof change === 'function' ? change(current.attachments) : change } : current,
    );

  return (
    <>
      <SheetHeader className="flex-row items-start gap-3 border-b p-5 pr-12">
        <ContactAvatar name={name} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <SheetTitle className="text-lg leading-6 break-words">{name}</SheetTitle>
            {readOnly && <DemoBadge />}
          </div>
          <SheetDescription className="mt-0.5">{subtitle || contact.company || 'Contact details'}</SheetDescription>
        </div>
      </SheetHeader>

      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain p-5">
        {readOnly && (
          <div
            role="note"
            className="flex items-start gap-2.5 rounded-md border border-accent/30 bg-accent-soft px-3 py-2.5 text-sm text-accent-soft-foreground"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>{DEMO_CONTACT_READ_ONLY}</p>
          </div>
        )}

        <dl className="grid gap-3 text-sm">
          <Field icon={UserIcon} label="Client name" value={contact.client_name} />
          <Field icon={Building2Icon} label="Company" value={contact.company} />
          <Field icon={BriefcaseIcon} label="Title" value={contact.title} />
          <Field icon={BriefcaseIcon} label="Role" value={contact.role} />
          <Field
            icon={MailIcon}
            label="E-mail"
            value={
              contact.client_email && (
                <a className="text-primary underline-offset-4 hover:underline break-all" href={`mailto:${contact.client_email}`}>
                  {contact.client_email}
                </a>
              )
            }
          />
          <Field
            icon={PhoneIcon}
            label="Phone"
            value={
              contact.phone && (
                <a className="text-primary underline-offset-4 hover:underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  {contact.phone}
                </a>
              )
            }
          />
          <Field
            icon={LinkIcon}
            label="LinkedIn"
            value={
              contact.linkedin_url && (
                <a
                  className="text-primary underline-offset-4 hover:underline break-all"
                  href={contact.linkedin_url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {contact.linkedin_url.replace(/^https:\/\/(www\.)?/, '')}
                </a>
              )
            }
          />
          <Field
            icon={unplaced ? MapPinOffIcon : MapPinIcon}
            label="Location"
            value={
              place &&
              (unplaced ? (
                <div className="space-y-1.5">
                  <p className="break-words">{place}</p>
                  <p className="text-muted-foreground">{PLACE_MESSAGES.notOnMap}</p>
                  {!readOnly && (
                    <Button variant="outline" size="sm" onClick={() => onEdit(contact, 'location')}>
                      <MapPinIcon aria-hidden />
                      {PLACE_MESSAGES.pickCity}
                    </Button>
                  )}
                </div>
              ) : (
                place
              ))
            }
          />
          <Field icon={HandshakeIcon} label="Source of introduction" value={contact.source_of_introduction} />
        </dl>

        <DetailSection title="Relationship">
          <KeepInTouch contact={contact} readOnly={readOnly} />
        </DetailSection>

        <DetailSection title="Commodities">
          {commodities.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {commodities.map((c) => (
                <li key={c}>
                  <Badge variant="soft">{c}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No commodities</p>
          )}
        </DetailSection>

        <DetailSection title="Notes">
          {contact.notes ? (
            <p className="text-sm whitespace-pre-wrap break-words">{contact.notes}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No notes</p>
          )}
        </DetailSection>

        <Attachments
          target={{ kind: 'contact', contactId: contact.id }}
          attachments={contact.attachments}
          onAttachmentsChange={setAttachments}
          onPersisted={() => queryClient.invalidateQueries({ queryKey: contactKeys.lists() })}
          readOnly={readOnly}
        />

        <DetailSection title="Relationship History">
          <RelationshipHistory contactId={contact.id} lastContactedAt={contact.last_contacted_at} readOnly={readOnly} />
        </DetailSection>

        <dl className="grid gap-1.5 border-t pt-4 text-xs text-muted-foreground">
          <div className="flex items-center gap-2">
            <CalendarIcon className="size-3.5" aria-hidden />
            <dt>Added</dt>
            <dd className="text-foreground">
              <time dateTime={contact.created_at}>{dateFormat.format(new Date(contact.created_at))}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <CalendarIcon className="size-3.5" aria-hidden />
            <dt>Updated</dt>
            <dd className="text-foreground">
              <time dateTime={contact.updated_at}>{dateFormat.format(new Date(contact.updated_at))}</time>
            </dd>
          </div>
        </dl>
      </div>

      {!readOnly && (
        <div className="flex items-center justify-between gap-2 border-t p-4">
          <DeleteContactButton contact={contact} onDeleted={onDeleted} />
          <Button onClick={() => onEdit(contact)}>
            <PencilIcon aria-hidden />
            Edit Contact
          </Button>
        </div>
      )}
    </>
  );
}

function Field({ icon: Icon, label, value }: { icon: typeof UserIcon; label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[1rem_8.5rem_1fr] items-start gap-2 max-sm:grid-cols-[1rem_1fr]">
      <Icon className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
      <dt className="text-muted-foreground max-sm:col-start-2">{label}</dt>
      <dd className={value ? 'min-w-0 break-words max-sm:col-start-2' : 'text-muted-foreground max-sm:col-start-2'}>{value || '—'}</dd>
    </div>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
