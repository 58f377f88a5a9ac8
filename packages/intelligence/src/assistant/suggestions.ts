/**
 * Questions an empty conversation offers, made from the network the user sees: they name a person and
 * a product that network holds, and each is kept only when the assistant answers it from that network
 * with contacts. A network with no one to name gets questions without names.
 */
import type { ResolvedCommodity } from '@tradeloom/domain/trade';
import { answerQuestion } from './answer.ts';
import type { AssistantIndex } from './network-index.ts';
import { bestIntroductions, coldContacts, dueFollowUps } from './tools.ts';

/** For a network with nothing to name yet. */
export const GENERAL_QUESTIONS = ['Summarise my network', 'Who should I reconnect with?', 'What can you do?'] as const;

/** A product as a trader asks about it: 'copper concentrate', 'Brent', 'HSFO'. */
function asked(product: ResolvedCommodity): string {
  const inner = /\(([^)]+)\)/.exec(product.name)?.[1];
  const name = inner && !inner.includes('/') ? inner : product.name.replace(/\s*\(.*\)$/, '');
  return /^[A-Z0-9]{2,}$/.test(name) || inner === name ? name : name.toLowerCase();
}

const inRegion = (region: string) => (region === 'Middle East' ? 'in the Middle East' : `in ${region}`);

export function suggestedQuestions(index: AssistantIndex, opts: { now?: Date; max?: number } = {}): string[] {
  const now = opts.now ?? new Date();
  const max = opts.max ?? 3;
  const answered = (message: string) => {
    const a = answerQuestion(index, { message, now });
    return a.understood && a.contactIds.length > 0;
  };
  const first = (questions: Iterable<string>) => {
    for (const q of questions) if (answered(q)) return q;
    return null;
  };

  const intros = bestIntroductions(index, 6, now);
  const picks = [
    // Whom to introduce a person to, the strongest pair's seller first.
    first(intros.map((i) => `Who should I introduce ${i.from.contact.fullName} to?`)),
    // Who buys a product somewhere: the buyers of those pairs, where they are.
    first(intros.flatMap((i) => (i.to.region ? [`Who buys ${asked(i.product)} ${inRegion(i.to.region)}?`] : []))),
    // Whom to call back: a follow-up the notes ask for, or the relationships going cold.
    first([
      ...dueFollowUps(index, now)
        .slice(0, 3)
        .map((f) => `Tell me about ${f.entry.contact.fullName}`),
      ...(coldContacts(index, [], now).length ? ['Who should I reconnect with?'] : []),
    ]),
  ].filter((q): q is string => q !== null);
  for (const q of GENERAL_QUESTIONS) if (picks.length < max && !picks.includes(q)) picks.push(q);
  return picks.slice(0, max);
}
