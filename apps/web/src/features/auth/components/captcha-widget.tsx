import { useEffect, useRef } from 'react';
import { useTheme } from '@/components/theme/theme-context';
import type { CaptchaWidgetConfig } from '../hooks/use-captcha';

interface CaptchaApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: CaptchaApi;
    hcaptcha?: CaptchaApi;
  }
}

const SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const;

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Failed to load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** Renders the server's captcha (Turnstile or hCaptcha) and reports its token. */
export function CaptchaWidget({ provider, siteKey, resetKey, onToken }: CaptchaWidgetConfig) {
  const container = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const { theme } = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey re-renders a fresh widget on purpose.
  useEffect(() => {
    let cancelled = false;
    let widgetId: string | undefined;
    loadScript(SCRIPTS[provider])
      .then(() => {
        const api = provider === 'turnstile' ? window.turnstile : window.hcaptcha;
        if (cancelled || !api || !container.current) return;
        widgetId = api.render(container.current, {
          sitekey: siteKey,
          theme,
          callback: (token: string) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      })
      .catch(() => onTokenRef.current(null));
    return () => {
      cancelled = true;
      const api = provider === 'turnstile' ? window.turnstile : window.hcaptcha;
      if (widgetId !== undefined) api?.remove(widgetId);
    };
  }, [provider, siteKey, resetKey, theme]);

  return <div ref={container} className="flex min-h-[65px] justify-center" data-testid="captcha" />;
}
