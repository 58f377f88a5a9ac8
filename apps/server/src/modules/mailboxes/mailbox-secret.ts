/**
 * Mailbox passwords at rest (decision 039): AES-256-GCM with a key derived by HKDF-SHA256 from the
 * server secret (BETTER_AUTH_SECRET, or the one kept in the data dir), so a copy of the database alone
 * does not give the passwords away. Stored as base64url of iv (12) + tag (16) + ciphertext.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'tradeloom/mailbox-password/v1';

export interface MailboxSecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function mailboxSecretBox(serverSecret: string): MailboxSecretBox {
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(serverSecret, 'utf8'), Buffer.alloc(0), INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
