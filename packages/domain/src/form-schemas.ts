/**
 * Schemas of the sign-in, sign-up and personal-details forms (and the API routes behind them). Apart from
 * auth.ts and profile.ts so that a bundle reading only their constants (the web app's first view,
 * decision 037) has no form schema to build, and no zod.
 */
import * as z from 'zod';
import { EMAIL_PATTERN } from './auth.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, MESSAGES.auth.invalidEmail);

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1),
});

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, MESSAGES.auth.fullNameRequired).max(200),
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.auth.passwordTooShort).max(PASSWORD_MAX_LENGTH),
  phone: z.string().trim().max(40).optional(),
  termsAccepted: z.literal(true, { error: MESSAGES.auth.termsRequired }),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Spec §2 'Settings page': Edit Personal Details (first and last name are joined into full_name). */
export const personalDetailsSchema = z.object({
  first_name: z.string().trim().min(1, 'Please enter your first name.').max(100),
  last_name: z.string().trim().max(100),
  email: emailSchema,
  phone: z.string().trim().max(40),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
