/**
 * The contact page's form (spec §2 'Contact page', §5 'Contact form (public)', §8): checks the fields
 * with the domain's contactRequestSchema (the server checks the same), shows errors next to the
 * fields, sends JSON to POST /functions/v1/send-contact-email and reports the outcome in a toast.
 */
import {
  CONTACT_SENT,
  CONTACT_SUBMIT_BUSY_LABEL,
  CONTACT_SUBMIT_LABEL,
  type ContactRequestInput,
  contactRequestSchema,
  contactSendFailed,
  SUPPORT_EMAIL,
} from '@tradeloom/domain';
import { showToast } from './toast';

const ENDPOINT = '/functions/v1/send-contact-email';
const FIELDS = ['name', 'company', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
if (form) wire(form);

/** The address the server wrote into the page (its configured one), else the domain's default. */
function supportEmail(): string {
  const link = document.querySelector<HTMLAnchorElement>('a[data-support-email]');
  const address = link
    ?.getAttribute('href')
    ?.replace(/^mailto:/i, '')
    .trim();
  return address || SUPPORT_EMAIL;
}

function wire(form: HTMLFormElement) {
  const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement;
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  let busy = false;
  let submitted = false;

  const values = (): ContactRequestInput => ({
    name: input('name').value,
    company: input('company').value,
    email: input('email').value,
    phone: input('phone').value,
  });

  function validate(): FieldErrors {
    const result = contactRequestSchema.safeParse(values());
    const errors: FieldErrors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      if (FIELDS.includes(field)) errors[field] ??= issue.message;
    }
    return errors;
  }

  function showErrors(errors: FieldErrors) {
    for (const name of FIELDS) {
      const el = input(name);
      const error = form.querySelector<HTMLElement>(`[data-field-error="${name}"]`)!;
      const message = errors[name];
      error.textContent = message ?? '';
      if (message) {
        el.setAttribute('aria-invalid', 'true');
        el.setAttribute('aria-describedby', error.id);
      } else {
        el.removeAttribute('aria-invalid');
        el.removeAttribute('aria-describedby');
      }
    }
  }

  function setStatus(message: string, tone: 'error' | 'info' = 'error') {
    status.textContent = message;
    status.className = `text-sm empty:hidden ${tone === 'error' ? 'rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2 text-destructive-soft-foreground' : 'text-muted-foreground'}`;
  }

  function setBusy(next: boolean) {
    busy = next;
    submit.disabled = next;
    submit.setAttribute('aria-busy', String(next));
    submit.textContent = next ? CONTACT_SUBMIT_BUSY_LABEL : CONTACT_SUBMIT_LABEL;
  }

  // After the first attempt, errors follow the typing: a fixed field loses its error at once.
  form.addEventListener('input', () => {
    if (submitted) showErrors(validate());
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    submitted = true;
    const errors = validate();
    showErrors(errors);
    const invalid = FIELDS.filter((f) => errors[f]);
    if (invalid.length > 0) {
      setStatus(
        invalid.length === 1 ? 'Please correct the field marked above.' : `Please correct the ${invalid.length} fields marked above.`,
      );
      input(invalid[0]!).focus();
      return;
    }
    setStatus('');
    setBusy(true);
    try {
      const res = await fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(contactRequestSchema.parse(values())),
      });
      if (res.ok) {
        form.reset();
        submitted = false;
        showErrors({});
        showToast(CONTACT_SENT);
        return;
      }
      const body = (await res.json().catch(() => null)) as { error?: { message?: unknown; details?: unknown } } | null;
      // A 400 names the fields the server did not accept.
      if (Array.isArray(body?.error?.details)) {
        const serverErrors: FieldErrors = {};
        for (const d of body.error.details as { path?: unknown; message?: unknown }[]) {
          const field = String(d.path ?? '').split('.')[0] as Field;
          if (FIELDS.includes(field) && typeof d.message === 'string') serverErrors[field] ??= d.message;
        }
        showErrors(serverErrors);
      }
      fail(typeof body?.error?.message === 'string' && body.error.message ? body.error.message : contactSendFailed(supportEmail()));
    } catch {
      fail(contactSendFailed(supportEmail()));
    } finally {
      setBusy(false);
    }
  });

  // The message stays in the form (announced there); the toast repeats it on screen only.
  function fail(message: string) {
    setStatus(message);
    showToast(message, { tone: 'error', announce: false });
  }
}
