import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { createOutboxMailProvider } from './outbox.ts';
import { createSmtpMailProvider } from './smtp.ts';
import type { MailProvider } from './types.ts';

export type { MailMessage, MailProvider } from './types.ts';

export function createMailProvider(config: Config, db: Db, logger: Logger): MailProvider {
  if (config.mail.smtpUrl) return createSmtpMailProvider(db, logger, config.mail.smtpUrl, config.mail.from);
  return createOutboxMailProvider(db, logger, config.dataDir);
}
