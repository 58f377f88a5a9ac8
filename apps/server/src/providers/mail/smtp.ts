import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailMessage, MailProvider } from './types.ts';

/** Production adapter: SMTP via nodemailer. Every message is also recorded in the outbox with its outcome. */
export function createSmtpMailProvider(db: Db, logger: Logger, smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: 'sending' })
        .returning({ id: mailOutbox.id });
      const id = row?.id as string;
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
        logger.info({ mail: { to: message.to, kind: message.kind } }, 'mail sent over SMTP');
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db.update(mailOutbox).set({ status: 'failed', error }).where(eq(mailOutbox.id, id));
        logger.error({ err, mail: { to: message.to, kind: message.kind } }, 'SMTP send failed');
        throw err;
      }
    },
  };
}
