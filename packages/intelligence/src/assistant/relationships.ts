/**
 * Questions about relationship strength and keep-in-touch cadences (decision 041): 'who are my
 * strongest contacts in copper?', 'my weakest relationships', 'who is overdue?'. The strength and the
 * cadence's due day are the server's (EngineContact.strength, cadenceDueOn); this only orders and words.
 */
import { cadenceLabel, plural, strengthLabel } from '@tradeloom/domain';
import type { IndexedContact } from './network-index.ts';
import type { RelationshipAsk } from './query.ts';
import type { AssistantAnswer } from './types.ts';

const SHOWN = 10;
const MAX_IDS = 2000;
const cmpName = (a: IndexedContact, b: IndexedContact) => a.contact.fullName.localeCompare(b.contact.fullName);

/** Whether the network carries what the ask needs: any cadence for 'overdue' (else the reminders answer it). */
export function canAnswerRelationship(contacts: readonly IndexedContact[], ask: RelationshipAsk): boolean {
  if (ask !== 'overdue') return true;
  return contacts.some((e) => e.contact.cadenceDueOn != null);
}

/**
 * The answer over the contacts the question's other filters left (`what` names them, or null for the
 * whole network), `line` wording one contact as the other answers do.
 */
export function relationshipAnswer(
  ask: RelationshipAsk,
  contacts: readonly IndexedContact[],
  what: string | null,
  now: Date,
  line: (e: IndexedContact) => string,
): AssistantAnswer {
  const among = what ? ` among ${what}` : '';
  const today = now.toISOString().slice(0, 10);
  let list: IndexedContact[];
  let head: string;
  let detail: (e: IndexedContact) => string;
  if (ask === 'overdue') {
    list = contacts
      .filter((e) => e.contact.cadenceDueOn != null && e.contact.cadenceDueOn < today)
      .sort(
        (a, b) =>
          (b.contact.strength ?? -1) - (a.contact.strength ?? -1) ||
          a.contact.cadenceDueOn!.localeCompare(b.contact.cadenceDueOn!) ||
          cmpName(a, b),
      );
    if (list.length === 0)
      return { text: `No keep-in-touch cadence is overdue${among}.`, contactIds: [], intent: 'reconnect', understood: true, total: 0 };
    head = `Overdue for a touch${among}: ${plural(list.length, 'contact')}, the strongest relationship first:`;
    detail = (e) =>
      `due ${e.contact.cadenceDueOn}${e.contact.cadenceDays ? ` (${cadenceLabel(e.contact.cadenceDays).toLowerCase()})` : ''}${e.contact.strength != null ? ` · strength ${e.contact.strength}` : ''}`;
  } else {
    const scored = contacts.filter((e) => e.contact.strength != null);
    if (scored.length === 0)
      return {
        text: `I have no relationship strength for ${what ? `the ${what}` : 'your contacts'} yet: it is computed from the calls, meetings, e-mails and messages logged or captured on each contact.`,
        contactIds: [],
        intent: 'find',
        understood: true,
        total: 0,
      };
    const sign = ask === 'strongest' ? -1 : 1;
    list = scored.sort((a, b) => sign * (a.contact.strength! - b.contact.strength!) || cmpName(a, b));
    head = `Your ${ask} relationships${among}, ${ask === 'strongest' ? 'strongest' : 'weakest'} first:`;
    detail = (e) =>
      `strength ${e.contact.strength} (${strengthLabel(e.contact.strength!).toLowerCase()})${e.contact.strengthNote ? `: ${e.contact.strengthNote}` : ''}`;
  }
  const shown = list.slice(0, SHOWN);
  const more = list.length > shown.length ? `\n\n…and ${plural(list.length - shown.length, 'more contact')} in the list below.` : '';
  return {
    text: `${head}\n\n${shown.map((e, i) => `${i + 1}. ${line(e)}\n   ${detail(e)}`).join('\n')}${more}`,
    contactIds: list.slice(0, MAX_IDS).map((e) => e.contact.id),
    intent: ask === 'overdue' ? 'reconnect' : 'find',
    understood: true,
    total: list.length,
  };
}
