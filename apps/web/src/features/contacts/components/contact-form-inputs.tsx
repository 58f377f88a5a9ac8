import { CONTACT_ROLES } from '@tradeloom/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { type ContactFormValues, OTHER_ROLE } from '../utils/contact-model';
import { CommoditiesField } from './commodities-field';
import { LocationField } from './location-field';

/** Every field of a contact (spec §3); the add and the edit dialog share it. */
export function ContactFormInputs({ form, readOnly = false }: { form: UseFormReturn<ContactFormValues>; readOnly?: boolean }) {
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const role = watch('role');

  return (
    <div className="grid items-start gap-x-4 gap-y-4 sm:grid-cols-2">
      <Field>
        <Label htmlFor="contact-full-name">
          Full Name
          {!readOnly && (
            <span className="text-destructive" aria-hidden>
              *
            </span>
          )}
        </Label>
        <Input
          id="contact-full-name"
          autoComplete="off"
          aria-required
          aria-invalid={errors.full_name ? true : undefined}
          aria-describedby={errors.full_name ? 'contact-full-name-error' : undefined}
          placeholder="e.g. Priya Raman"
          {...register('full_name')}
        />
        <FieldError id="contact-full-name-error">{errors.full_name?.message}</FieldError>
      </Field>
      <TextField id="contact-client-name" label="Client Name" placeholder="Name used by the client" {...register('client_name')} />
      <TextField id="contact-company" label="Company" placeholder="e.g. Meridian Metals Pte Ltd" {...register('company')} />
      <TextField id="contact-title" label="Title" placeholder="e.g. Head of Trading" {...register('title')} />

      <Field>
        <Label htmlFor="contact-role">Role</Label>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={readOnly}>
              <SelectTrigger id="contact-role" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select a role" />
              </SelectTrigger>
              <SelectContent>
                {CONTACT_ROLES.map((r) => (
                  <SelectItem key={r} value={r}>
                    {r}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field className={cn(role !== OTHER_ROLE && 'max-sm:hidden sm:invisible')} aria-hidden={role !== OTHER_ROLE || undefined}>
        {role === OTHER_ROLE && (
          <>
            <Label htmlFor="contact-custom-role">Custom Role</Label>
            <Input id="contact-custom-role" placeholder="e.g. Surveyor, Financier" autoComplete="off" {...register('custom_role')} />
          </>
        )}
      </Field>

      <TextField
        id="contact-email"
        label="Email"
        type="email"
        inputMode="email"
        placeholder="name@company.com"
        error={errors.client_email?.message}
        {...register('client_email')}
      />
      <TextField id="contact-phone" label="Phone" type="tel" inputMode="tel" placeholder="+65 6123 4567" {...register('phone')} />
      <TextField
        id="contact-linkedin"
        label="LinkedIn"
        className="sm:col-span-2"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/name"
        error={errors.linkedin_url?.message}
        {...register('linkedin_url')}
      />

      <Field className="sm:col-span-2">
        <Label htmlFor="contact-location">Location</Label>
        <LocationField
          id="contact-location"
          disabled={readOnly}
          value={{ location: watch('location'), city_id: watch('city_id'), latitude: watch('latitude'), longitude: watch('longitude') }}
          onChange={(next) => {
            const opts = { shouldDirty: true };
            form.setValue('location', next.location, opts);
            form.setValue('city_id', next.city_id, opts);
            form.setValue('latitude', next.latitude, opts);
            form.setValue('longitude', next.longitude, opts);
          }}
        />
      </Field>

      <Field className="sm:col-span-2">
        <Label htmlFor="contact-commodities">Commodities</Label>
        <Controller
          control={control}
          name="commodities"
          render={({ field }) => (
            <CommoditiesField id="contact-commodities" value={field.value} onChange={field.onChange} disabled={readOnly} />
          )}
        />
        <FieldError>{errors.commodities?.message}</FieldError>
      </Field>

      <Field>
        <Label htmlFor="contact-last-contacted">Last Contacted</Label>
        <Input
          id="contact-last-contacted"
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          aria-invalid={Boolean(errors.last_contacted_at)}
          {...register('last_contacted_at')}
        />
        <FieldError>{errors.last_contacted_at?.message}</FieldError>
      </Field>
      <TextField
        id="contact-source"
        label="Source of Introduction"
        className="sm:col-span-2"
        placeholder="e.g. LME Week dinner, introduced by Tom"
        {...register('source_of_introduction')}
      />
      <Field className="sm:col-span-2">
        <Label htmlFor="contact-notes">Notes</Label>
        <Textarea id="contact-notes" rows={4} placeholder="Cargoes discussed, preferences, follow-ups…" {...register('notes')} />
      </Field>
    </div>
  );
}

/** A labelled text input; with `error`, the input is marked invalid and the message is shown under it. */
function TextField({
  id,
  label,
  className,
  error,
  ...props
}: React.ComponentProps<typeof Input> & { id: string; label: string; error?: string }) {
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}
