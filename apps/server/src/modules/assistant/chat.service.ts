/**
 * The AI CRM Assistant: one question, one answer, one credit. The credit is taken first, in one
 * conditional update with its ledger row (so concurrent questions can never spend more than the
 * balance); the answer comes from the configured model, with tools over the user's own network, or
 * from the built-in assistant; the question, the answer and the consume_ai event are saved together.
 * A question that fails, or that the built-in assistant did not understand, gives its credit back.
 */
import {
  CHAT_CREDIT_COST,
  CHAT_MESSAGES,
  CHAT_STORED_MESSAGES_SHOWN,
  type ChatContact,
  type ChatMessage,
  type ChatResponse,
  type chatRequestSchema,
} from '@tradeloom/domain';
import type { AssistantAnswer, AssistantIndex, AssistantTurn, EnginePriority } from '@tradeloom/intelligence/assistant';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chatMessages, contacts, userBusinessPriorities } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ChatModel } from '../../providers/ai/index.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import { visibleOwners } from '../contacts/contacts.search.ts';
import { refundCredits, spendCredits } from '../credits/credits.service.ts';
import { giveBackTrialAiInsight, takeTrialAiInsight } from '../trial/trial.service.ts';
import type { NetworkCache } from './network-cache.ts';

export type ChatInput = z.output<typeof chatRequestSchema>;

export interface AssistantService {
  network: NetworkCache;
  model: ChatModel | null;
  timeoutMs: number;
  logger: Logger;
}

export const noCredits = () => new ApiError(402, 'NO_CREDITS', CHAT_MESSAGES.noCredits);

async function activePriorities(db: Db, userId: string): Promise<EnginePriority[]> {
  return db
    .select({
      id: userBusinessPriorities.id,
      priorityText: userBusinessPriorities.priorityText,
      targetCommodity: userBusinessPriorities.targetCommodity,
      targetRegion: userBusinessPriorities.targetRegion,
      deadline: userBusinessPriorities.deadline,
    })
    .from(userBusinessPriorities)
    .where(and(eq(userBusinessPriorities.userId, userId), eq(userBusinessPriorities.isActive, true)));
}

/** Names for the chips of the contacts an answer names, in its order; contacts no longer visible drop out. */
async function chipsFor(db: Db, userId: string, ids: readonly string[]): Promise<ChatContact[]> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return [];
  const owners = await visibleOwners(db, userId);
  const rows = await db
    .select({ id: contacts.id, full_name: contacts.fullName, company: contacts.company })
    .from(contacts)
    .where(and(inArray(contacts.id, wanted), inArray(contacts.userId, owners)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

function history(input: ChatInput): AssistantTurn[] {
  return input.conversation_history.map((m) => ({ role: m.role, content: m.content, contactIds: m.contact_ids }));
}

/** The configured model's answer, or null when it failed (logged), so the built-in assistant answers. */
async function modelAnswer(
  svc: AssistantService,
  index: AssistantIndex,
  input: ChatInput,
  priorities: EnginePriority[],
  onText?: (delta: string) => void,
): Promise<{ text: string; contactIds: string[] } | null> {
  if (!svc.model) return null;
  const named: string[] = [];
  const { modelSystemPrompt, modelTools } = await import('./model-tools.ts');
  const signal = AbortSignal.timeout(svc.timeoutMs);
  let streamed = false;
  try {
    const text = await svc.model.answer({
      system: modelSystemPrompt(new Date()),
      messages: [
        ...input.conversation_history.map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: input.message },
      ],
      tools: modelTools(index, priorities, named),
      signal,
      onText: (delta) => {
        streamed = true;
        onText?.(delta);
      },
    });
    // Only contacts the tools returned can be named: the model never sees any other.
    return { text, contactIds: [...new Set(named)].filter((id) => text.includes(index.contact(id)?.fullName ?? '\u0000')) };
  } catch (err) {
    svc.logger.warn({ err, model: svc.model.name, streamed }, 'the AI model failed; the built-in assistant answers');
    if (streamed) onText?.('\n\n');
    return null;
  }
}

/** A credit taken for one question: given back if the question then fails. */
export interface ChatTicket {
  now: Date;
  reference: string;
  /** The balance after taking it. */
  balance: number;
}

/** Takes the question's credit, or answers 402 'No credits remaining' with nothing spent. */
export async function reserveChatCredit(db: Db, userId: string): Promise<ChatTicket> {
  const now = new Date();
  const reference = `chat:${now.toISOString()}:${Math.random().toString(36).slice(2, 8)}`;
  const balance = await db.transaction(async (tx) => {
    const left = await spendCredits(tx, userId, CHAT_CREDIT_COST, 'consume_ai', reference);
    // The demo's AI insights are counted with the credit, and refused at the trial's limit.
    if (left !== null) await takeTrialAiInsight(tx, userId);
    return left;
  });
  if (balance === null) throw noCredits();
  return { now, reference, balance };
}

/**
 * Answers one question for the signed-in user. `onText` receives the answer as it is written (the
 * model's stream, or the built-in answer at once); the result is what was saved. The credit is taken
 * here unless the caller took it already (a stream checks it before it opens).
 */
export async function askAssistant(
  db: Db,
  svc: AssistantService,
  userId: string,
  input: ChatInput,
  onText?: (delta: string) => void,
  ticket?: ChatTicket,
): Promise<ChatResponse> {
  const { now, reference, balance: reserved } = ticket ?? (await reserveChatCredit(db, userId));
  try {
    const [index, priorities] = await Promise.all([svc.network.get(userId), activePriorities(db, userId)]);
    let text: string;
    let contactIds: string[];
    let source: ChatResponse['source'] = 'built_in';
    let understood = true;
    const fromModel = await modelAnswer(svc, index, input, priorities, onText);
    if (fromModel) {
      ({ text, contactIds } = fromModel);
      source = 'model';
    } else {
      const { answerQuestion } = await import('@tradeloom/intelligence/assistant');
      const answer: AssistantAnswer = answerQuestion(index, { message: input.message, history: history(input), priorities, now });
      text = svc.model ? `${answer.text}\n\n_${CHAT_MESSAGES.modelFallback}_` : answer.text;
      contactIds = answer.contactIds;
      understood = answer.understood;
      onText?.(text);
    }
    const chips = await chipsFor(db, userId, contactIds);
    return await db.transaction(async (tx) => {
      await tx.insert(chatMessages).values([
        { userId, role: 'user', content: input.message, createdAt: now },
        { userId, role: 'assistant', content: text, contactIds: chips.map((c) => c.id), source, createdAt: new Date(now.getTime() + 1) },
      ]);
      let balance = reserved;
      // A question the assistant could not make out costs nothing and is not an AI use.
      if (understood) await recordAuditEvent(tx, userId, 'consume_ai', { source, reference });
      else {
        balance = await refundCredits(tx, userId, CHAT_CREDIT_COST, 'refund_ai', `${reference}:not-understood`);
        await giveBackTrialAiInsight(tx, userId);
      }
      return { response: text, contact_ids: chips.map((c) => c.id), contacts: chips, source, credits_remaining: balance };
    });
  } catch (err) {
    await db
      .transaction(async (tx) => {
        await refundCredits(tx, userId, CHAT_CREDIT_COST, 'refund_ai', `${reference}:failed`);
        await giveBackTrialAiInsight(tx, userId);
      })
      .catch(() => {});
    throw err;
  }
}

/** The stored conversation, oldest first (the newest CHAT_STORED_MESSAGES_SHOWN), with chips for what answers named. */
export async function listChatMessages(db: Db, userId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_STORED_MESSAGES_SHOWN);
  rows.reverse();
  const chips = new Map(
    (
      await chipsFor(
        db,
        userId,
        rows.flatMap((r) => r.contactIds),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.map((r) => {
    const named = r.contactIds.flatMap((id) => (chips.has(id) ? [chips.get(id)!] : []));
    return {
      id: r.id,
      role: r.role === 'assistant' ? 'assistant' : 'user',
      content: r.content,
      contact_ids: named.map((c) => c.id),
      contacts: named,
      source: r.role === 'assistant' ? (r.source === 'model' ? 'model' : 'built_in') : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** Starts a new conversation: the stored one is deleted. */
export async function clearChatMessages(db: Db, userId: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

/** Questions to offer in an empty conversation, named from the network the user sees now (own contacts, plus the demo's in demo mode). */
export async function suggestQuestions(svc: AssistantService, userId: string, now = new Date()): Promise<string[]> {
  const [index, { suggestedQuestions }] = await Promise.all([svc.network.get(userId), import('@tradeloom/intelligence/assistant')]);
  return suggestedQuestions(index, { now });
}
