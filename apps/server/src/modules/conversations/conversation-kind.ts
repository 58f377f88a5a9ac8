/**
 * Which kind of conversation file an upload is, from its name and its first bytes; anything else
 * is refused at the upload (415), before it is stored or read.
 */
import fs from 'node:fs';
import { CONVERSATION_IMPORT_MESSAGES, type ConversationImportKind } from '@tradeloom/domain';
import { ApiError } from '../../lib/errors.ts';

const WHATSAPP_LINE = /^\u200e?\[?\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}[:.]\d{2}/m;

export function kindOf(name: string, head: Buffer): ConversationImportKind | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const text = head.toString('utf8').replace(/^\ufeff/, '');
  const start = text.trimStart();
  if (ext === 'ics' || /^BEGIN:VCALENDAR/i.test(start)) return 'ics';
  if (ext === 'mbox' || ext === 'mbx' || start.startsWith('From ')) return 'mbox';
  if (ext === 'json' || (ext !== 'txt' && start.startsWith('{'))) return 'telegram';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return ext === 'zip' ? 'whatsapp' : null;
  if (ext === 'txt' && WHATSAPP_LINE.test(text)) return 'whatsapp';
  return null;
}

export async function detectConversationKind(path: string, name: string): Promise<ConversationImportKind> {
  const fd = await fs.promises.open(path, 'r');
  try {
    const head = Buffer.alloc(8192);
    const { bytesRead } = await fd.read(head, 0, head.length, 0);
    const kind = kindOf(name, head.subarray(0, bytesRead));
    if (!kind) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', CONVERSATION_IMPORT_MESSAGES.unsupported);
    return kind;
  } finally {
    await fd.close();
  }
}
