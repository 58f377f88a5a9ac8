// A namespace import: the contact page's small script (esbuild) then keeps only the parts of zod it uses.
import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** Spec §5: one non-space part, @, one part, dot, one part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// emailSchema, signInSchema and signUpSchema: ./form-schemas.ts (decision 037).

export const newPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.auth.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: MESSAGES.auth.passwordsDoNotMatch, path: ['confirm'] });
