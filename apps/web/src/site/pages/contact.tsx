import { CONTACT_REQUEST_LIMITS, CONTACT_SUBMIT_LABEL, SUPPORT_EMAIL } from '@tradeloom/domain';
import { CalendarClockIcon, MailIcon, NetworkIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SiteLayout } from '../components/site-layout';

const WHY = [
  {
    icon: NetworkIcon,
    title: 'See it on your own network',
    body: 'We walk through the map, the assistant and the introductions Tradeloom suggests, on sample data or on a few of your own contacts.',
  },
  {
    icon: UsersIcon,
    title: 'Size a plan for your desk',
    body: 'Enterprise credit volumes, contact limits and terms for a team of traders, brokers or analysts.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Ask about data and imports',
    body: 'How your contacts are imported, stored and exported, and what the AI sees of them.',
  },
];

const STEPS = [
  'We reply within 24 hours to agree on a time that suits your time zone.',
  'A video call with our team: your questions first, then the product.',
  'No obligation. The Professional trial stays free to start, no credit card required.',
];

/** One labelled input with its error line; src/site/client/contact-form.ts fills the error and sets aria-invalid/aria-describedby. */
function Field({
  name,
  label,
  required,
  hint,
  ...input
}: { name: keyof typeof CONTACT_REQUEST_LIMITS; label: string; required?: boolean; hint?: string } & ComponentProps<'input'>) {
  const id = `contact-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-medium">
        <span>
          {label}
          {required && (
            <span className="text-destructive" aria-hidden>
              {' '}
              *
            </span>
          )}
        </span>
        {hint && <span className="text-xs font-normal text-muted-foreground">{hint}</span>}
      </label>
      <Input id={id} name={name} required={required} maxLength={CONTACT_REQUEST_LIMITS[name]} className="sm:h-10" {...input} />
      <p id={`${id}-error`} className="text-sm text-destructive empty:hidden" data-field-error={name} />
    </div>
  );
}

/** /contact (spec §2 'Contact page', §5 'Contact form (public)'): why meet, what to expect, and the form. */
export function ContactSitePage() {
  return (
    <SiteLayout current="/contact">
      {/* Phones: the intro, the form, then the details; wide screens: the form in the right column. */}
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">Contact</p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Schedule a meeting</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Talk to the Tradeloom team about your trading network, an Enterprise plan or a demo. Leave your details and we will get back to
            you within 24 hours.
          </p>
        </div>

        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-lg border bg-card p-6 shadow-sm sm:p-8">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-md bg-accent-soft text-accent-soft-foreground">
                <CalendarClockIcon className="size-[18px]" aria-hidden />
              </span>
              <h2 id="contact-form-heading" className="text-lg font-semibold tracking-tight">
                Book a call with our team
              </h2>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">
              Fields marked <span className="text-destructive">*</span> are required.
            </p>
            <form method="post" noValidate aria-labelledby="contact-form-heading" className="mt-6 space-y-5" data-contact-form="">
              <Field name="name" label="Full name" required autoComplete="name" />
              <Field name="company" label="Company" required autoComplete="organization" />
              <Field name="email" label="E-mail" required type="email" autoComplete="email" inputMode="email" spellCheck={false} />
              <Field name="phone" label="Phone" hint="Optional" type="tel" autoComplete="tel" inputMode="tel" />
              <div aria-live="polite" className="text-sm empty:hidden" data-form-status="" />
              <Button type="submit" size="xl" className="w-full" data-submit="">
                {CONTACT_SUBMIT_LABEL}
              </Button>
              <p className="text-xs leading-relaxed text-muted-foreground">
                We use these details only to answer your request. See our{' '}
                <a href="/privacy" className="underline underline-offset-4 hover:text-foreground">
                  Privacy Policy
                </a>
                .
              </p>
            </form>
          </div>
        </div>

        <div className="lg:col-start-1">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Why meet</h2>
          <ul className="mt-4 space-y-5">
            {WHY.map(({ icon: Icon, title, body }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                  <Icon className="size-[18px]" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{body}</p>
                </div>
              </li>
            ))}
          </ul>

          <h2 className="mt-10 text-sm font-semibold tracking-wide text-muted-foreground uppercase">What to expect</h2>
          <ol className="mt-4 space-y-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm leading-relaxed">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full border bg-card text-xs font-semibold tabular-nums">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>

          <div className="mt-10 flex items-start gap-3 rounded-lg border bg-card p-4 text-sm">
            <MailIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <p>
              Prefer e-mail? Write to us at{' '}
              {/* The server writes its configured support address here; the form's error message reads it from this link. */}
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
                data-support-email=""
              >
                {SUPPORT_EMAIL}
              </a>
            </p>
          </div>
        </div>
      </section>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end sm:inset-x-auto sm:right-6 sm:bottom-6"
        data-toast-region=""
      />
    </SiteLayout>
  );
}
