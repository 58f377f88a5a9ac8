import { type Contact, contactPlaceLabel, MAP_MESSAGES, splitCommodities } from '@tradeloom/domain';
import { AlertCircleIcon, Building2Icon, MapPinIcon, MousePointerClickIcon, PencilIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StrengthBadge } from '@/components/relationship/strength-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export type ContactDetailsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; contact: Contact };

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** The side panel (spec §2): the contact picked on the map, loaded on its own, with Edit Contact and close. */
export function ContactDetailsPanel({
  state,
  onClose,
  onEdit,
}: {
  state: ContactDetailsState;
  onClose: () => void;
  onEdit: (contact: Contact) => void;
}) {
  return (
    <Card className="gap-4 py-4" aria-labelledby="map-contact-details-title" role="region">
      <CardHeader className="flex-row items-center justify-between gap-2 px-4">
        <CardTitle id="map-contact-details-title" className="text-sm">
          {MAP_MESSAGES.details}
        </CardTitle>
        {state.status !== 'none' && (
          <Button variant="ghost" size="icon-sm" className="-my-1 -mr-1.5 size-7" aria-label="Close contact details" onClick={onClose}>
            <XIcon />
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-4">
        {state.status === 'none' ? (
          <div className="flex flex-col items-center rounded-md border border-dashed px-4 py-6 text-center">
            <MousePointerClickIcon className="size-5 text-muted-foreground" aria-hidden />
            <p className="mt-2 text-sm text-muted-foreground">{MAP_MESSAGES.selectPrompt}</p>
          </div>
        ) : state.status === 'loading' ? (
          <div className="space-y-3" role="status" aria-label="Loading contact">
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : state.status === 'error' ? (
          <div className="flex items-start gap-2 text-sm">
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <p className="text-muted-foreground">{state.message}</p>
          </div>
        ) : (
          <ContactSummary contact={state.contact} onEdit={onEdit} />
        )}
      </CardContent>
    </Card>
  );
}

function ContactSummary({ contact, onEdit }: { contact: Contact; onEdit: (contact: Contact) => void }) {
  const name = contact.full_name.trim() || contact.client_name?.trim() || 'Unnamed contact';
  const commodities = splitCommodities(contact.commodities);
  return (
    <div className="space-y-4" data-testid="map-contact-details">
      <div className="flex items-start gap-3">
        <div
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
        >
          {initials(name)}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <p className="text-[15px] leading-5 font-semibold break-words">{name}</p>
            {contact.is_demo && (
              <Badge variant="accent" className="px-1.5 py-0 text-[10px] leading-4 font-semibold tracking-wider">
                DEMO
              </Badge>
            )}
            <StrengthBadge strength={contact.strength} note={contact.strength_note} />
          </div>
          {contact.title && <p className="mt-0.5 text-sm text-muted-foreground break-words">{contact.title}</p>}
        </div>
      </div>
      <dl className="space-y-2 text-sm">
        <Row icon={<Building2Icon className="size-4" aria-hidden />} label="Company" value={contact.company} />
        <Row icon={<MapPinIcon className="size-4" aria-hidden />} label="Location" value={contactPlaceLabel(contact)} />
      </dl>
      <div>
        <p className="mb-1.5 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">Commodities</p>
        {commodities.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Commodities">
            {commodities.map((c) => (
              <li key={c}>
                <Badge variant="soft">{c}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No commodities</p>
        )}
      </div>
      <Button className="w-full" onClick={() => onEdit(contact)}>
        <PencilIcon aria-hidden />
        {MAP_MESSAGES.editContact}
      </Button>
    </div>
  );
}

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className="flex items-start gap-2.5">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <div className="min-w-0">
        <dt className="sr-only">{label}</dt>
        <dd className={value ? 'break-words' : 'text-muted-foreground'}>{value || `No ${label.toLowerCase()}`}</dd>
      </div>
    </div>
  );
}
