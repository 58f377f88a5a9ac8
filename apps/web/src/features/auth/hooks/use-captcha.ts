import { useCallback, useState } from 'react';
import { useAppConfig } from '../api/get-app-config';

export interface CaptchaWidgetConfig {
  provider: 'turnstile' | 'hcaptcha';
  siteKey: string;
  resetKey: number;
  onToken: (token: string | null) => void;
}

/**
 * Captcha state for one form. When the server has a captcha configured, `widget` describes it and
 * `headers` carries the solved token (Better Auth reads 'x-captcha-response'). Tokens are single-use:
 * call `reset` after each attempt.
 */
export function useCaptcha() {
  const { data: config } = useAppConfig();
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);

  const provider = config?.captcha.provider;
  const siteKey = config?.captcha.siteKey;
  const widget: CaptchaWidgetConfig | null = provider && siteKey ? { provider, siteKey, resetKey, onToken: setToken } : null;

  return {
    widget,
    headers: token ? { 'x-captcha-response': token } : undefined,
    reset,
  };
}
