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
  /** A new sign-in e-mail asked for in Settings: it takes effect once this link is followed (decision 021). */
  confirmEmailChange: (to: string, link: string) =>
    message(
      'email_change',
      to,
      `Confirm your new ${PRODUCT_NAME} sign-in e-mail`,
      'Confirm your new e-mail address',
      'You asked to sign in to Tradeloom with this address from now on. Confirm it with the button below; the link works for 24 hours. Until then your sign-in e-mail stays as it was.',
      'Confirm new e-mail',
      link,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ),
  /** Verification of a deletion request made in Settings (spec §4 'Account deletion process', day 1). */
  accountDeletionVerify: (to: string, link: string) =>
    message(
      'account_deletion_verify',
      to,
      `Confirm the deletion of your ${PRODUCT_NAME} account`,
      'Confirm the deletion of your account',
      'You asked us to delete your Tradeloom account. Confirm it with the button below; the link works for 24 hours. Your account is then deactivated at once, and it and its data are deleted within 5 business days. You can cancel until then.',
      'Confirm deletion',
      link,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ),
  accountDeletionScheduled: (to: string, link: string, date: string) =>
    message(
      'account_deletion_scheduled',
      to,
      `Your ${PRODUCT_NAME} account will be deleted on ${date}`,
      'Your account is deactivated',
      `Your Tradeloom account is deactivated and you can no longer sign in. On ${date} we delete it with its contacts, notes, files, insights and chat history, and send you a confirmation. Changed your mind? Cancel until then with the button below.`,
      'Keep my account',
      link,
      'Invoices and payment records are kept as the law requires (7 years); see the account deletion page for what is kept.',
    ),
  accountDeleted: (to: string, link: string, reason: 'requested' | 'inactivity') =>
    message(
      'account_deleted',
      to,
      `Your ${PRODUCT_NAME} account has been deleted`,
      'Your account has been deleted',
      reason === 'inactivity'
        ? 'Your Tradeloom account was inactive for 6 months and has now been deleted with its data, as we warned. You are welcome to create a new account at any time.'
        : 'As you asked, your Tradeloom account has been deleted with its contacts, notes, files, insights and chat history.',
      'What is deleted and what is kept',
      link,
      'Invoices and payment records are kept as the law requires (7 years). Backups rotate out within 30 days.',
    ),
  /** Inactivity deletion warning (spec §9: 30 days, 7 days and 24 hours before). */
  inactivityWarning: (to: string, link: string, date: string, left: string) =>
    message(
      'inactivity_warning',
      to,
      `Your ${PRODUCT_NAME} account will be deleted in ${left}`,
      `Your account will be deleted on ${date}`,
      `You have not signed in to Tradeloom for almost 6 months. Accounts without a paid subscription are deleted after 6 months of inactivity, so we will delete your account and its data on ${date}. To keep it, simply sign in before then.`,
      'Sign in to keep my account',
      link,
      'Paid subscribers are never deleted for inactivity. If you no longer need the account, you need not do anything.',
    ),
};
