import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailMessage, MailProvider } from './types.ts';

/**
 * Embedded default: the message is stored in the outbox table, written as a JSON file under
 * DATA_DIR/outbox (for tools and tests that read it from outside the process), and logged with its link.
 */
export function createOutboxMailProvider(db: Db, logger: Logger, dataDir: string): MailProvider {
  const dir = path.join(dataDir, 'outbox');
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: 'logged' })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      await fs.mkdir(dir, { recursive: true });
      const file = `${Date.now()}-${row?.id}.json`;
      await fs.writeFile(path.join(dir, file), JSON.stringify({ ...message, id: row?.id, createdAt: row?.createdAt }));
      logger.info({ mail: { to: message.to, subject: message.subject, kind: message.kind, link: message.link } }, 'mail stored in outbox');
    },
  };
}
