import { type ComponentType, useEffect, useState } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * sonner without sonner in the first view (decision 037, second pass). The build resolves every
 * `import { toast } from 'sonner'` of the app to this module (vite.config.ts, `toastOnDemand`); only this
 * module imports the real package, on the first toast or once the browser is idle. A toast asked for
 * before then is kept and shown as soon as the real Toaster has mounted: none is lost, none is shown twice.
 */
type Sonner = typeof import('sonner');
type Kind = 'message' | 'success' | 'error' | 'warning' | 'info';
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let mounted = false;
const waiting: [Kind, Message, ExternalToast | undefined][] = [];
const listeners = new Set<(s: Sonner) => void>();

/** Fetches sonner's code (once); the lazy Toaster renders the real one when it arrives. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((m) => {
    sonner = m;
    for (const l of listeners) l(m);
    return m;
  });
  return loading;
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  if (sonner && mounted) {
    kind === 'message' ? sonner.toast(message, data) : sonner.toast[kind](message, data);
    return;
  }
  waiting.push([kind, message, data]);
  void loadToasts().catch(() => {
    // offline before sonner's chunk arrived: the next toast tries again
    loading = undefined;
  });
}

function flush(): void {
  mounted = true;
  for (const [kind, message, data] of waiting.splice(0)) show(kind, message, data);
}

/** The part of sonner's `toast` the app uses; each call returns nothing (no caller keeps the id). */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show('message', message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  message: (message: Message, data?: ExternalToast) => show('message', message, data),
  dismiss: (id?: string | number) => sonner?.toast.dismiss(id),
});

/** sonner's Toaster once its code is here (nothing before: no toast can be showing then). */
export function Toaster(props: ToasterProps) {
  const [real, setReal] = useState<ComponentType<ToasterProps> | undefined>(() => sonner?.Toaster);
  useEffect(() => {
    if (real) return;
    const l = (s: Sonner) => setReal(() => s.Toaster);
    listeners.add(l);
    if (sonner) l(sonner);
    return () => void listeners.delete(l);
  }, [real]);
  // The real Toaster subscribes in its own effect, which runs before this one: the kept toasts go after.
  useEffect(() => {
    if (!real) return;
    flush();
    return () => {
      mounted = false;
    };
  }, [real]);
  if (!real) return null;
  const Real = real;
  return <Real {...props} />;
}

export type { ExternalToast, ToasterProps };
