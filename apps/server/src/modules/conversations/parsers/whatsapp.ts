/**
 * Messages from a WhatsApp chat export (.txt, or the .zip WhatsApp shares with the chat inside as
 * '_chat.txt' or 'WhatsApp Chat with NAME.txt'; media files are skipped unread). Both layouts:
 *   Android  '12/31/21, 9:15 PM - Name: text'   '31/12/2021, 21:15 - Name: text'   '31.12.21, 21:15 - Name: text'
 *   iOS      '[31/12/2021, 21:15:07] Name: text' (with U+200E marks before system lines and media)
 * A line that does not start a message continues the one before (multi-line messages). Whether the
 * date is day-first or month-first is decided from the file: the first date with a part above 12
 * settles it; until then the messages wait (a file that never settles it is read by its style:
 * dotted dates and 24-hour times are day-first, AM/PM month-first).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { readLineBatches } from './lines.ts';
import { CONVERSATION_LIMITS, type ConversationEvent, ConversationParseError, type Participant } from './types.ts';

const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const SPACES = /[\u00a0\u202f\u2007]/g;
const TIME = String.raw`(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\s?([AaPp])\.?\s?[Mm]\.?)?`;
const DATE = String.raw`(\d{1,4})[/.\-](\d{1,2})[/.\-](\d{1,4})`;
const ANDROID = new RegExp(String.raw`^${DATE},?\s+${TIME}\s+[-–]\s+(.*)$`);
const IOS = new RegExp(String.raw`^\[${DATE},?\s+${TIME}\]\s+(.*)$`);

/** Lines WhatsApp writes itself (after 'Name: ' on iOS, alone on Android). */
const SYSTEM =
  /(end-to-end encrypted|joined using|\bjoined\b|\bleft\b|\badded\b|\bremoved\b|changed the (subject|group)|changed this group|created (the )?group|security code|changed their phone number|changed to \+|is a contact|disappearing messages|You're now an admin|pinned a message|Waiting for this message)/i;

interface Pending {
  a: number;
  b: number;
  y: number;
  h: number;
  min: number;
  s: number;
  ampm: string | undefined;
  sender: string;
  line: number;
}

/** 'Ann Lee', '+44 7700 900123' (marks and odd spaces removed): a name or a phone number. */
export function whatsappParticipant(raw: string): Participant {
  const s = raw.replace(MARKS, '').replace(SPACES, ' ').replace(/\s+/g, ' ').trim();
  if (/^\+?[\d\s\-().]{7,}$/.test(s) && s.replace(/\D/g, '').length >= 7) return { phone: s };
  return { name: s };
}

/** 'WhatsApp Chat with Ann Lee.txt', 'WhatsApp Chat - Ann Lee.zip' -> 'Ann Lee'. */
export function whatsappChatName(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const m = /WhatsApp[ _]Chat(?:[ _]with[ _]| - |[ _]-[ _])(.+?)(?: \(\d+\))?\.(txt|zip)$/i.exec(path.basename(fileName));
  return m?.[1]?.replace(/_/g, ' ').trim() || undefined;
}

function toDate(p: Pending, dayFirst: boolean): { at: Date; day: string } | null {
  let [d, m, y] = dayFirst ? [p.a, p.b, p.y] : [p.b, p.a, p.y];
  // Year first (2021-12-31): some locales.
  if (p.a > 31) [y, m, d] = [p.a, p.b, p.y];
  if (y < 100) y += 2000;
  let h = p.h;
  if (p.ampm) {
    const pm = p.ampm.toLowerCase() === 'p';
    if (h === 12) h = pm ? 12 : 0;
    else if (pm) h += 12;
  }
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || p.min > 59) return null;
  const at = new Date(Date.UTC(y, m - 1, d, h, p.min, p.s));
  if (at.getUTCDate() !== d) return null;
  const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { at, day };
}

/** The messages of a chat's text, in order. `chatName` is the other party of a 1:1 chat, from the file's name. */
export async function* parseWhatsappText(input: AsyncIterable<Buffer | string>, chatName?: string): AsyncGenerator<ConversationEvent> {
  const chat = { id: 'whatsapp', ...(chatName ? { name: chatName, personal: true } : {}) };
  let dayFirst: boolean | null = null;
  let dotted = false;
  let twelveHour = false;
  let waiting: Pending[] = [];
  let lineNo = 0;
  let found = 0;
  // A plain function, not a generator: a message costs no generator object and no extra await.
  const emit = (p: Pending): ConversationEvent | null => {
    const when = toDate(p, dayFirst!);
    if (!when) return null;
    return { ...when, from: whatsappParticipant(p.sender), to: [], kind: 'message', key: `whatsapp:${when.day}`, chat };
  };
  for await (const batch of readLineBatches(input))
    for (const raw of batch) {
      lineNo++;
      const line = raw.replace(/^[\u200e\u200f]+/, '').replace(SPACES, ' ');
      const ios = IOS.exec(line);
      const m = ios ?? ANDROID.exec(line);
      if (!m) continue; // a message's next line, or noise
      const rest = m[8]!;
      const colon = rest.indexOf(': ');
      if (colon <= 0) continue; // Android system line ('Messages and calls are end-to-end encrypted', 'Ann joined')
      const text = rest.slice(colon + 2);
      if (ios && /^[\u200e\u200f]/.test(text) && SYSTEM.test(text)) continue; // iOS system line
      found++;
      const p: Pending = {
        a: Number(m[1]),
        b: Number(m[2]),
        y: Number(m[3]),
        h: Number(m[4]),
        min: Number(m[5]),
        s: Number(m[6] ?? 0),
        ampm: m[7],
        sender: rest.slice(0, colon),
        line: lineNo,
      };
      if (line.includes('.') && /^\[?\d{1,2}\.\d{1,2}\./.test(line)) dotted = true;
      if (p.ampm) twelveHour = true;
      if (dayFirst === null) {
        if (p.a > 31) dayFirst = true;
        else if (p.a > 12) dayFirst = true;
        else if (p.b > 12) dayFirst = false;
      }
      if (dayFirst === null) {
        waiting.push(p);
        // Never an unbounded wait: past this many messages the style decides.
        if (waiting.length < 200_000) continue;
        dayFirst = dotted || !twelveHour;
      }
      for (const w of waiting) {
        const ev = emit(w);
        if (ev) yield ev;
      }
      waiting = [];
      const ev = emit(p);
      if (ev) yield ev;
    }
  if (waiting.length > 0) {
    dayFirst = dotted || !twelveHour;
    for (const w of waiting) {
      const ev = emit(w);
      if (ev) yield ev;
    }
  }
  if (found === 0)
    throw new ConversationParseError(
      'No WhatsApp messages were found in this file. Export the chat from WhatsApp (Export chat) and upload the .txt or .zip it makes.',
    );
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );

/** The chat text inside a WhatsApp zip: '_chat.txt' (iOS) or the one .txt (Android); media are not read. */
async function chatEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  let best: yauzl.Entry | null = null;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const base = path.basename(entry.fileName);
      if (/\.txt$/i.test(base) && !entry.fileName.startsWith('__MACOSX/')) {
        if (!best || base === '_chat.txt' || /^WhatsApp Chat/i.test(base)) best = entry;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return best;
}

/**
 * The messages of a WhatsApp export. A zip arrives as a stream and is spooled to a temporary file
 * (a zip's index is at its end), then only its chat text is streamed out of it.
 */
export async function* parseWhatsapp(
  input: AsyncIterable<Buffer | string> & NodeJS.ReadableStream,
  opts: { fileName?: string; zip?: boolean },
): AsyncGenerator<ConversationEvent> {
  if (!opts.zip) {
    yield* parseWhatsappText(input, whatsappChatName(opts.fileName));
    return;
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tl-chat-'));
  const file = path.join(dir, 'export.zip');
  let zip: yauzl.ZipFile | undefined;
  try {
    await pipeline(input, fs.createWriteStream(file));
    try {
      zip = await openZip(file);
    } catch {
      throw new ConversationParseError(
        'This .zip file cannot be opened. Export the chat from WhatsApp again and upload the file it makes.',
      );
    }
    const entry = await chatEntry(zip);
    if (!entry) throw new ConversationParseError('There is no chat text (.txt) in this .zip file.');
    if (entry.uncompressedSize > CONVERSATION_LIMITS.maxUnpackedBytes)
      throw new ConversationParseError('The chat inside this .zip file is larger than 1 GB unpacked.');
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip!.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
    );
    const name = whatsappChatName(opts.fileName) ?? whatsappChatName(path.basename(entry.fileName));
    yield* parseWhatsappText(stream as AsyncIterable<Buffer>, name);
  } finally {
    zip?.close();
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
