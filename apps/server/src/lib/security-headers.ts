/**
 * Security headers on every answer, HTML and API alike. The Content-Security-Policy allows scripts
 * only from this origin (no 'unsafe-inline': the app and the API docs page load their scripts from
 * files), the captcha provider's script and frame when one is configured, and no framing by anyone.
 * Inline styles stay allowed: Radix, the toasts and Leaflet position things with style attributes.
 */
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';

const CAPTCHA_HOSTS: Record<string, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

export function contentSecurityPolicy(config: Pick<Config, 'captcha' | 'csp'>) {
  const captcha = config.captcha ? (CAPTCHA_HOSTS[config.captcha.provider] ?? []) : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...captcha],
    styleSrc: ["'self'", "'unsafe-inline'", ...captcha],
    imgSrc: ["'self'", 'data:', 'blob:', ...config.csp.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...captcha, ...config.csp.connectSrc],
    frameSrc: captcha.length ? captcha : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

export function securityHeaders(config: Config) {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // Files opened inline (PDFs, images) load in their own tab; nothing else needs cross-origin access.
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
