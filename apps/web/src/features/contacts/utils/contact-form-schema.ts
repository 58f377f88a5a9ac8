/**
 * The contact form's schema: the domain's rules and limits in the shapes the inputs hold. A module of its
 * own so that zod loads with the form's dialog, not with the cards (decision 037).
 */
import {
  CONTACT_COMMODITIES_TOO_LONG,
  contactEmailSchema,
  contactFullNameSchema,
  contactLinkedinUrlSchema,
  CONTACT_TEXT_LIMITS as MAX,
} from '@tradeloom/domain';
import { z } from 'zod';

/** The form's values: the domain's rules and limits, in the shapes the inputs hold (strings, a list). */
export const contactFormSchema = z
  .object({
    full_name: contactFullNameSchema,
    client_name: z.string().max(MAX.client_name),
    company: z.string().max(MAX.company),
    title: z.string().max(MAX.title),
    role: z.string(),
    custom_role: z.string().max(MAX.role),
    client_email: contactEmailSchema,
    phone: z.string().max(MAX.phone),
    linkedin_url: contactLinkedinUrlSchema,
    location: z.string().max(MAX.location),
    city_id: z.number().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    commodities: z.array(z.string()),
    source_of_introduction: z.string().max(MAX.source_of_introduction),
    notes: z.string().max(MAX.notes),
    /** YYYY-MM-DD or '' (the date input's value). */
    last_contacted_at: z
      .string()
      .refine(
        (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && Date.parse(v) <= Date.now() + 86_400_000),
        'The date cannot be in the future',
      ),
  })
  .refine((v) => v.commodities.join(', ').length <= MAX.commodities, { path: ['commodities'], message: CONTACT_COMMODITIES_TOO_LONG });

export type ContactFormValues = z.input<typeof contactFormSchema>;
