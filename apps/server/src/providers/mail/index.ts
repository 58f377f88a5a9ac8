import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { createOutboxMailProvider } from './outbox.ts';
import type { MailProvider } from './types.ts';

export type { MailMessage, MailProvider } from './types.ts';

/** SMTP when SMTP_URL is set (nodemailer, loaded only then), otherwise the outbox. */
export async function createMailProvider(config: Config, db: Db, logger: Logger): Promise<MailProvider> {
  if (config.mail.smtpUrl) return (await import('./smtp.ts')).createSmtpMailProvider(db, logger, config.mail.smtpUrl, config.mail.from);
  return createOutboxMailProvider(db, logger, config.dataDir);
}
