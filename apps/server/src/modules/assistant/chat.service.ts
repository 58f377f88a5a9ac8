/**
 * The AI CRM Assistant: one question, one answer, one credit (decision 024). The answer is computed
 * first, from the user's network and priorities as the network cache holds them; then, only if the
 * client is still there, the metering service charges it and saves the question and the answer in
 * one statement (chargeAnswer: the credit, its ledger row, the demo's AI use and consume_ai, all or
 * nothing; decisions 024 and 028). A question the built-in
 * assistant did not understand costs nothing. Nothing holds a transaction open across the work, so
 * on the embedded database (one connection) one question never waits for another's answer.
 */
import {
  CHAT_MESSAGES,
  CHAT_STORED_MESSAGES_SHOWN,
  type ChatContact,
  type ChatMessage,
  type ChatResponse,
  type chatRequestSchema,
} from '@tradeloom/domain';
import type { AssistantAnswer, AssistantIndex, AssistantTurn, EnginePriority } from '@tradeloom/intelligence/assistant';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ChatModel } from '../../providers/ai/index.ts';
import { contactBriefs, visibleOwners } from '../contacts/contacts.store.ts';
import { assertCanCharge, chargeAnswer } from '../metering/metering.service.ts';
import { assistantEngine, type NetworkCache } from './network-cache.ts';

export type ChatInput = z.output<typeof chatRequestSchema>;

export interface AssistantService {
  network: NetworkCache;
  model: ChatModel | null;
  timeoutMs: number;
  logger: Logger;
}

/** The client went away before its answer was computed: nothing is charged or stored (nobody reads this). */
export const clientGone = () => new ApiError(499 as 400, 'CLIENT_CLOSED_REQUEST', 'The request was cancelled before it was answered');

/** Names for the chips of the contacts an answer names, in its order; contacts no longer visible drop out. */
async function chipsFor(db: Db, userId: string, ids: readonly string[]): Promise<ChatContact[]> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return [];
  const rows = await contactBriefs(db, await visibleOwners(db, userId), wanted);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The chips of an answer from the index it was computed from (the user's visible network, current). */
function chipsFromIndex(index: AssistantIndex, ids: readonly string[]): ChatContact[] {
  return [...new Set(ids)].flatMap((id) => {
    const c = index.contact(id);
    return c ? [{ id: c.id, full_name: c.fullName, company: c.company ?? null }] : [];
  });
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
  clientSignal?: AbortSignal,
): Promise<{ text: string; contactIds: string[] } | null> {
  if (!svc.model) return null;
  const named: string[] = [];
  const { modelSystemPrompt, modelTools } = await import('./model-tools.ts');
  // The model stops at its time limit, or as soon as the client goes away.
  const timeout = AbortSignal.timeout(svc.timeoutMs);
  const signal = clientSignal ? AbortSignal.any([timeout, clientSignal]) : timeout;
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
    if (clientSignal?.aborted) return null;
    svc.logger.warn({ err, model: svc.model.name, streamed }, 'the AI model failed; the built-in assistant answers');
    if (streamed) onText?.('\n\n');
    return null;
  }
}

/**
 * Whether the user may ask now (a credit, and room in the demo while trialing), or the 402 they get:
 * one read, before a stream opens or a model is asked. The answer's own charge decides for good.
 */
export const checkCanAsk = (db: Db, userId: string): Promise<void> => assertCanCharge(db, userId, 'assistant_answer');

/**
 * Answers one question for the signed-in user. `onText` receives the answer as it is written (the
 * model's stream as it comes; the built-in answer once it is paid for); the result is what was saved.
 * `signal` is the request's: a client gone before the answer is computed is not charged and nothing
 * is stored (the 499 thrown then reaches nobody).
 */
export async function askAssistant(
  db: Db,
  svc: AssistantService,
  userId: string,
  input: ChatInput,
  opts: { onText?: (delta: string) => void; signal?: AbortSignal } = {},
): Promise<ChatResponse> {
  const { onText, signal } = opts;
  const now = new Date();
  const { index, priorities } = await svc.network.get(userId);
  // A model's tokens are not spent on a question that cannot be paid for.
  if (svc.model) await checkCanAsk(db, userId);
  let text: string;
  let contactIds: string[];
  let source: ChatResponse['source'] = 'built_in';
  let understood = true;
  let streamed = false;
  const fromModel = await modelAnswer(svc, index, input, priorities, onText, signal);
  if (signal?.aborted) throw clientGone();
  if (fromModel) {
    ({ text, contactIds } = fromModel);
    source = 'model';
    streamed = true;
  } else {
    const { answerQuestion } = await assistantEngine();
    const answer: AssistantAnswer = answerQuestion(index, { message: input.message, history: history(input), priorities, now });
    text = svc.model ? `${answer.text}\n\n_${CHAT_MESSAGES.modelFallback}_` : answer.text;
    contactIds = answer.contactIds;
    understood = answer.understood;
  }
  if (signal?.aborted) throw clientGone();
  const chips = chipsFromIndex(index, contactIds);
  const balance = await chargeAnswer(db, userId, {
    question: input.message,
    text,
    contactIds: chips.map((c) => c.id),
    source,
    charged: understood,
    askedAt: now,
  });
  if (!streamed) onText?.(text);
  return { response: text, contact_ids: chips.map((c) => c.id), contacts: chips, source, credits_remaining: balance };
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
  const [{ index }, { suggestedQuestions }] = await Promise.all([svc.network.get(userId), assistantEngine()]);
  return suggestedQuestions(index, { now });
}

declare module '../../lib/context.ts' {
  interface AppDeps {
    /** The AI CRM Assistant: the users' network indexes and the configured model, if any. */
    assistant: AssistantService;
  }
}
