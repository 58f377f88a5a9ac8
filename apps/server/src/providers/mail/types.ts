export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one action link of the message (sign-in, reset), logged by the embedded provider. */
  link?: string;
  /** What the mail is for: magic_link, password_reset, verify_email, contact_request, ... */
  kind: string;
}

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
