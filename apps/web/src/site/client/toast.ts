/**
 * A minimal toast for the static pages (used by contact-form.ts): a fixed region at the bottom right,
 * role=status, one toast visible at a time, hidden after 4 s. The region is the page's
 * [data-toast-region] (rendered with the page so screen readers already know it) or made here.
 */
export const TOAST_HIDE_MS = 4000;

export type ToastTone = 'success' | 'error';

const BASE =
  'pointer-events-auto w-full max-w-sm rounded-lg border border-l-4 bg-card px-4 py-3 text-sm text-card-foreground shadow-lg transition-opacity duration-200 sm:w-96';
const TONES: Record<ToastTone, string> = { success: 'border-l-success', error: 'border-l-destructive' };

function region(): HTMLElement {
  let el = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!el) {
    el = document.createElement('div');
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    el.className = 'pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end sm:inset-x-auto sm:right-6 sm:bottom-6';
    el.dataset.toastRegion = '';
    document.body.append(el);
  }
  return el;
}

/**
 * Shows `message`, replacing any toast on screen. `announce: false` keeps it from screen readers when
 * the page says the same in its own live region.
 */
export function showToast(message: string, { tone = 'success', announce = true }: { tone?: ToastTone; announce?: boolean } = {}) {
  const toast = document.createElement('div');
  toast.className = `${BASE} ${TONES[tone]}`;
  toast.dataset.toast = tone;
  if (!announce) toast.setAttribute('aria-hidden', 'true');
  toast.textContent = message;
  region().replaceChildren(toast);
  window.setTimeout(() => {
    toast.classList.add('opacity-0');
    window.setTimeout(() => toast.remove(), 200);
  }, TOAST_HIDE_MS);
  return toast;
}
