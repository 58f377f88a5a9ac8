import { type Contact, contactIsOnMap, contactPlaceLabel, PLACE_MESSAGES, plural } from '@tradeloom/domain';
import { Building2Icon, EyeIcon, MapPinIcon, MapPinOffIcon, PencilIcon } from 'lucide-react';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { StrengthBadge } from '@/components/relationship/strength-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { commodityBadges, contactDisplayName, roleAndTitle } from '../utils/contact-model';
import { ContactAvatar, DemoBadge } from './contact-avatar';

/** Every card has this height (px): the windowed grid places rows by multiplication. */
export const CONTACT_CARD_HEIGHT = 168;

/** One contact in the grid: name, role and title, company, location, two commodities and '+N'. */
export const ContactCard = memo(function ContactCard({
  contact,
  onOpen,
}: {
  contact: Contact;
  /** Opens the form; 'location' puts the cursor in its location field. */
  onOpen: (contact: Contact, focus?: 'location') => void;
}) {
  const name = contactDisplayName(contact);
  const { shown, more } = commodityBadges(contact.commodities);
  const subtitle = roleAndTitle(contact);
  const place = contactPlaceLabel(contact);
  const unplaced = Boolean(place) && !contactIsOnMap(contact);
  // The list's search and filters ride along, so closing the details comes back to the same list.
  const { search } = useLocation();

  return (
    <article
      data-testid="contact-card"
      aria-label={name}
      className={cn(
        'group relative flex min-w-0 flex-1 flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs transition-[border-color,box-shadow] duration-150',
        'hover:border-primary/30 hover:shadow-sm',
      )}
      style={{ height: CONTACT_CARD_HEIGHT }}
    >
      <div className="flex items-start gap-3">
        <ContactAvatar name={name} />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-1.5">
            <h3 className="min-w-0 truncate text-sm font-semibold leading-5 text-foreground" title={name}>
              {/* The whole card opens the details: the link stretches over it, the edit button sits above. */}
              <Link
                to={{ pathname: paths.contactDetail(contact.id), search }}
                className="outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                {name}
              </Link>
            </h3>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            {contact.is_demo && <DemoBadge />}
            <p className="truncate text-xs leading-5 text-muted-foreground" title={subtitle || undefined}>
              {subtitle || 'No role set'}
            </p>
            {/* Above the stretched link, so its note shows as a tooltip. */}
            <StrengthBadge strength={contact.strength} note={contact.strength_note} className="relative z-10 ml-auto" />
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative z-10 -mt-1 -mr-1.5 text-muted-foreground hover:text-foreground"
          aria-label={contact.is_demo ? `View ${name}` : `Edit ${name}`}
          onClick={() => onOpen(contact)}
        >
          {contact.is_demo ? <EyeIcon /> : <PencilIcon />}
        </Button>
      </div>

      <dl className="grid gap-1.5 text-[13px]">
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">Company</dt>
          <Building2Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          <dd className={cn('truncate', !contact.company && 'text-muted-foreground')} title={contact.company ?? undefined}>
            {contact.company || '—'}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">Location</dt>
          {unplaced ? (
            <MapPinOffIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          ) : (
            <MapPinIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <dd className={cn('min-w-0 truncate', !place && 'text-muted-foreground')} title={contact.location ?? undefined}>
            {place || '—'}
          </dd>
          {unplaced &&
            (contact.is_demo ? (
              <span className="shrink-0 text-xs text-muted-foreground">{PLACE_MESSAGES.notOnMapShort}</span>
            ) : (
              <button
                type="button"
                className="relative z-10 shrink-0 rounded-sm text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={PLACE_MESSAGES.pickCityFor(name)}
                title={PLACE_MESSAGES.notOnMap}
                onClick={() => onOpen(contact, 'location')}
              >
                {PLACE_MESSAGES.notOnMapShort}
              </button>
            ))}
        </div>
      </dl>

      {/*
        A grid, not a flex row: minmax(0, max-content) tracks share the room equally and stop growing at
        their full width, so a short name ('Wheat') is never cut while a long one beside it takes the
        rest and ends in '…'; '+N' keeps its width.
      */}
      <ul
        className="mt-auto grid h-6 min-w-0 items-center justify-start gap-1.5 overflow-hidden"
        style={{
          gridTemplateColumns: [...shown.map(() => 'minmax(0, max-content)'), ...(more > 0 ? ['max-content'] : [])].join(' ') || undefined,
        }}
      >
        {shown.map((c) => (
          <li key={c} className="flex min-w-0">
            <Badge variant="soft" className="max-w-full" title={c}>
              <span className="truncate">{c}</span>
            </Badge>
          </li>
        ))}
        {more > 0 && (
          <li className="flex">
            <Badge variant="outline" className="text-muted-foreground" aria-label={plural(more, 'more commodity', 'more commodities')}>
              +{more}
            </Badge>
          </li>
        )}
        {shown.length === 0 && <li className="text-xs leading-6 text-muted-foreground">No commodities</li>}
      </ul>
    </article>
  );
});
