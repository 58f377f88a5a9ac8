import { PRODUCT_NAME } from '@tradeloom/domain';
import type { MailMessage } from './types.ts';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(heading: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:Inter,Segoe UI,Arial,sans-serif;background:#f1f5f9;padding:24px;color:#0f172a">
<table role="presentation" style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:28px">
<tr><td><p style="font-weight:600;color:#0f4c5c;margin:0 0 16px">${PRODUCT_NAME}</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>
<p style="line-height:1.5;margin:0 0 20px">${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f4c5c;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569;line-height:1.5;margin:20px 0 0">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#64748b;word-break:break-all">${escapeHtml(link)}</p></td></tr></table></body></html>`;
}

function message(
  kind: string,
  to: string,
  subject: string,
  heading: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  return {
    kind,
    to,
    subject,
    link,
    text: `${heading}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: layout(heading, intro, action, link, outro),
  };
}

export const mailTemplates = {
  magicLink: (to: string, link: string) =>
    message(
      'magic_link',
      to,
      `Your ${PRODUCT_NAME} sign-in link`,
      'Sign in to Tradeloom',
      'Use the button below to sign in. The link works once and expires in 5 minutes.',
      'Sign in',
      link,
      'If you did not ask for this link, you can ignore this e-mail.',
    ),
  passwordReset: (to: string, link: string) =>
    message(
      'password_reset',
      to,
      `Reset your ${PRODUCT_NAME} password`,
      'Reset your password',
      'Someone asked to reset the password of your Tradeloom account. Choose a new one with the button below; the link expires in 1 hour.',
      'Choose a new password',
      link,
      'If this was not you, ignore this e-mail: your password stays as it is.',
    ),
  verifyEmail: (to: string, link: string) =>
    message(
      'verify_email',
      to,
      `Confirm your ${PRODUCT_NAME} e-mail address`,
      'Confirm your e-mail address',
      'Welcome to Tradeloom. Confirm this address so we can reach you about your account.',
      'Confirm e-mail',
      link,
      'If you did not create an account, ignore this e-mail.',
    ),
};
