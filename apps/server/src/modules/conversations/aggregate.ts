/**
 * From a file's messages, e-mails and meetings to interactions per participant (decision 040):
 * - chats: one 'message' interaction per contact per day ('14 WhatsApp messages'), direction 'in' when
 *   the contact wrote that day, else 'out', key `<kind>:<day>`, so a longer export of the same chat
 *   later adds only the new days. In a 1:1 chat the contact is the chat's named party (or the one
 *   sender who is not the user) and every message of the day counts; in a group each sender gets the
 *   days they wrote.
 * - e-mails: one per message and person, key = Message-ID (the same key mailbox capture uses);
 * - meetings: one per occurrence and attendee.
 * The user is recognised by the profile's name, phone and e-mail; in mail and calendars also as the
 * address found in more than half of the messages.
 */
import { nameKey, phoneKeys } from '../capture/contact-matcher.ts';
import { CONVERSATION_LIMITS, type ConversationEvent, ConversationParseError, type Participant } from './parsers/types.ts';

export type ConversationKind = 'whatsapp' | 'telegram' | 'ics' | 'mbox';

export interface SelfIdentity {
  names: string[];
  phones: string[];
  emails: string[];
}

/** One interaction to write for a participant: [day, external key, direction, messages that day]. */
export type Entry = [day: string, key: string, direction: 'in' | 'out' | null, count: number];

export interface ParticipantSummary {
  key: string;
  participant: Participant;
  /** Messages, e-mails or meetings with them. */
  count: number;
  first: string;
  last: string;
  entries: Entry[];
}

export interface ConversationDigest {
  kind: ConversationKind;
  totals: { items: number; first: string | null; last: string | null; chats: number };
  participants: ParticipantSummary[];
}

/** How a participant is known across the file: e-mail, else phone (E.164 or digits), else name. */
export function participantKey(p: Participant): string | null {
  if (p.email) return `email:${p.email.toLowerCase()}`;
  if (p.phone) {
    const keys = phoneKeys(p.phone);
    const e164 = keys.find((k) => k.startsWith('+'));
    return `phone:${e164 ?? p.phone.replace(/\D/g, '')}`;
  }
  const n = nameKey(p.name);
  return n ? `name:${n}` : null;
}

interface ChatSender {
  participant: Participant;
  days: Map<string, number>;
}
interface Chat {
  name?: string;
  /** true: a 1:1 chat; false: a group; undefined: the file does not say. */
  personal?: boolean;
  senders: Map<string, ChatSender>;
  dayTotals: Map<string, number>;
}
interface Person {
  participant: Participant;
  /** key -> [day, sender's participant key, override] */
  items: Map<string, [string, string, ConversationEvent['override'] | undefined]>;
  appearances: number;
}

export class ConversationAggregator {
  private readonly chats = new Map<string, Chat>();
  private readonly people = new Map<string, Person>();
  private messages = 0;
  /** Distinct e-mails and meetings, and the calendar's overridden occurrences. */
  private readonly keys = new Set<string>();
  private readonly overrides = new Map<string, 'replace' | 'cancel'>();
  private first: string | null = null;
  private last: string | null = null;
  private readonly selfNames: Set<string>;
  private readonly selfPhones: Set<string>;
  private readonly selfEmails: Set<string>;
  private senders = 0;

  constructor(
    private readonly kind: ConversationKind,
    self: SelfIdentity,
    private readonly maxParticipants: number = CONVERSATION_LIMITS.maxParticipants,
  ) {
    this.selfNames = new Set(self.names.map(nameKey).filter(Boolean));
    this.selfPhones = new Set(self.phones.flatMap((p) => phoneKeys(p)));
    this.selfEmails = new Set(self.emails.map((e) => e.toLowerCase()));
  }

  private tooMany() {
    return new ConversationParseError(
      `This file names more than ${this.maxParticipants.toLocaleString('en-US')} people; an import reads at most that many. Split it and import the parts.`,
    );
  }

  add(ev: ConversationEvent): void {
    if (ev.override) this.overrides.set(ev.key, ev.override);
    if (ev.override !== 'cancel') {
      if (ev.kind === 'message') this.messages++;
      else this.keys.add(ev.key);
      if (!this.first || ev.day < this.first) this.first = ev.day;
      if (!this.last || ev.day > this.last) this.last = ev.day;
    }
    if (ev.kind === 'message' && ev.chat) this.addChatMessage(ev);
    else this.addMailOrMeeting(ev);
  }

  /** Chat senders' keys by how the file writes them (a phone number is parsed once, not per message). */
  private readonly senderKeys = new Map<string, string | null>();

  private addChatMessage(ev: ConversationEvent) {
    const raw = `${ev.from.phone ?? ''}\u0000${ev.from.name ?? ''}`;
    let key = this.senderKeys.get(raw);
    if (key === undefined) {
      key = participantKey(ev.from);
      if (this.senderKeys.size < this.maxParticipants * 2) this.senderKeys.set(raw, key);
    }
    if (!key) return;
    let chat = this.chats.get(ev.chat!.id);
    if (!chat) {
      chat = { name: ev.chat!.name, personal: ev.chat!.personal, senders: new Map(), dayTotals: new Map() };
      this.chats.set(ev.chat!.id, chat);
    }
    let sender = chat.senders.get(key);
    if (!sender) {
      if (++this.senders > this.maxParticipants) throw this.tooMany();
      sender = { participant: ev.from, days: new Map() };
      chat.senders.set(key, sender);
    }
    sender.days.set(ev.day, (sender.days.get(ev.day) ?? 0) + 1);
    chat.dayTotals.set(ev.day, (chat.dayTotals.get(ev.day) ?? 0) + 1);
  }

  private addMailOrMeeting(ev: ConversationEvent) {
    const fromKey = participantKey(ev.from);
    if (!fromKey) return;
    const seen = new Set<string>();
    for (const p of [ev.from, ...ev.to]) {
      const k = participantKey(p);
      if (!k || seen.has(k)) continue;
      seen.add(k);
      let person = this.people.get(k);
      if (!person) {
        if (this.people.size >= this.maxParticipants) throw this.tooMany();
        person = { participant: { ...p }, items: new Map(), appearances: 0 };
        this.people.set(k, person);
      } else if (!person.participant.name && p.name) person.participant.name = p.name;
      const had = person.items.get(ev.key);
      // An occurrence moved or cancelled by its own event wins over the recurring event's copy.
      if (had && (had[2] || !ev.override)) continue;
      if (!had) person.appearances++;
      person.items.set(ev.key, [ev.day, fromKey, ev.override]);
    }
  }

  private isSelf(p: Participant, key: string): boolean {
    if (key.startsWith('email:') && this.selfEmails.has(key.slice(6))) return true;
    if (p.phone && phoneKeys(p.phone).some((k) => this.selfPhones.has(k))) return true;
    if (p.name && !p.email && this.selfNames.has(nameKey(p.name))) return true;
    return false;
  }

  finish(): ConversationDigest {
    const out = new Map<string, ParticipantSummary>();
    const merge = (key: string, participant: Participant, entries: Entry[]) => {
      if (entries.length === 0) return;
      let s = out.get(key);
      if (!s) {
        s = { key, participant, count: 0, first: entries[0]![0], last: entries[0]![0], entries: [] };
        out.set(key, s);
      }
      const byKey = new Map(s.entries.map((e) => [e[1], e]));
      for (const e of entries) {
        const had = byKey.get(e[1]);
        if (had) {
          had[3] += e[3];
          if (e[2] === 'in') had[2] = 'in';
        } else {
          s.entries.push(e);
          byKey.set(e[1], e);
        }
      }
      s.count = s.entries.reduce((n, e) => n + e[3], 0);
      for (const e of s.entries) {
        if (e[0] < s.first) s.first = e[0];
        if (e[0] > s.last) s.last = e[0];
      }
    };

    for (const chat of this.chats.values()) this.finishChat(chat, merge);

    if (this.people.size > 0) {
      const known = [...this.people].some(([key, person]) => this.isSelf(person.participant, key));
      if (!known) {
        // The mailbox's or calendar's owner when the profile does not say: the one address in more
        // than half of the messages, clearly ahead of the next (a two-person archive has no owner).
        const ranked = [...this.people].filter(([k]) => k.startsWith('email:')).sort((a, b) => b[1].appearances - a[1].appearances);
        const [top, second] = ranked;
        if (
          top &&
          top[1].appearances >= 2 &&
          top[1].appearances > this.keys.size / 2 &&
          (!second || top[1].appearances > second[1].appearances)
        )
          this.selfEmails.add(top[0].slice(6));
      }
      for (const [key, person] of this.people) {
        if (this.isSelf(person.participant, key)) continue;
        const entries: Entry[] = [];
        for (const [itemKey, [day, fromKey, override]] of person.items) {
          const final = this.overrides.get(itemKey);
          // A cancelled occurrence is no meeting; a moved one counts as its own event says, for its own attendees.
          if (final === 'cancel' || (final === 'replace' && override !== 'replace')) continue;
          const direction = this.kind === 'ics' ? null : fromKey === key ? 'in' : this.selfEmails.has(fromKey.slice(6)) ? 'out' : null;
          entries.push([day, itemKey, direction, 1]);
        }
        merge(key, person.participant, entries);
      }
    }
    const participants = [...out.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    return {
      kind: this.kind,
      totals: {
        items: this.messages + [...this.keys].filter((k) => this.overrides.get(k) !== 'cancel').length,
        first: this.first,
        last: this.last,
        chats: this.chats.size,
      },
      participants,
    };
  }

  private finishChat(chat: Chat, merge: (key: string, p: Participant, entries: Entry[]) => void) {
    const named = chat.name ? nameKey(chat.name) : '';
    const all = [...chat.senders.entries()];
    const namedParty = named ? all.find(([, s]) => nameKey(s.participant.name) === named || s.participant.phone === chat.name) : undefined;
    const self = new Set(all.filter(([k, s]) => this.isSelf(s.participant, k)).map(([k]) => k));
    const others = all.filter(([k]) => !self.has(k));
    // WhatsApp names a group's export like a person's ('WhatsApp Chat with Grain desk.txt'): a chat
    // with more than two people writing is a group whatever its name.
    if (chat.personal && chat.name && all.length <= 2) {
      // A 1:1 chat: the contact is the chat's named party; anyone else writing is the user.
      const contactKey = namedParty?.[0] ?? participantKey(chat.name.startsWith('+') ? { phone: chat.name } : { name: chat.name });
      if (!contactKey || self.has(contactKey)) return;
      const contact = namedParty?.[1].participant ?? (chat.name.startsWith('+') ? { phone: chat.name } : { name: chat.name });
      const theirDays = namedParty?.[1].days ?? new Map<string, number>();
      const entries: Entry[] = [...chat.dayTotals].map(([day, n]) => [day, `${this.kind}:${day}`, theirDays.has(day) ? 'in' : 'out', n]);
      merge(contactKey, contact, entries);
      return;
    }
    if (others.length === 1 && self.size > 0 && chat.personal !== false) {
      // A 1:1 chat without a name, the user recognised: the other sender is the contact.
      const [key, s] = others[0]!;
      merge(
        key,
        s.participant,
        [...chat.dayTotals].map(([day, n]) => [day, `${this.kind}:${day}`, s.days.has(day) ? 'in' : 'out', n]),
      );
      return;
    }
    // A group (or a chat whose user cannot be told): each sender, on the days they wrote.
    for (const [key, s] of others)
      merge(
        key,
        s.participant,
        [...s.days].map(([day, n]) => [day, `${this.kind}:${day}`, 'in', n]),
      );
  }
}

/** The timeline's text of an entry. */
export function entryText(kind: ConversationKind, direction: Entry[2], count: number): string {
  if (kind === 'whatsapp' || kind === 'telegram') {
    const app = kind === 'whatsapp' ? 'WhatsApp' : 'Telegram';
    return `${count} ${app} message${count === 1 ? '' : 's'}`;
  }
  if (kind === 'ics') return 'Meeting';
  return direction === 'in' ? 'E-mail received' : direction === 'out' ? 'E-mail sent' : 'E-mail';
}
