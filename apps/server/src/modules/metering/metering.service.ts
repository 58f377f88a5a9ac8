/**
 * Metering: the one place a paid action is charged (decision 028). A paid action is a row of
 * PAID_ACTIONS: what it costs in credits, which demo counter it uses, which audit event records it
 * and what the user is told when they cannot pay. `charge` takes all of it inside the caller's
 * transaction and answers a receipt; `refund` gives back, from that receipt, what the action did not
 * use. The pieces are the credits service's conditional spend (never more than the balance) and the
 * trial service's conditional counter (never past the demo's limit); nothing else calls them for a
 * paid action.
 *
 * The assistant's answer is the one exception to "charge, then do the work": it is charged and
 * stored by one statement, the database function tl_deliver_answer (migration 0021, decision 024),
 * for speed. That function belongs to this service: `chargeAnswer` is its only caller, and it
 * applies the 'assistant_answer' row of PAID_ACTIONS (the test of this service holds the two equal).
 */
import {
  API_TOKEN_MESSAGES,
  AUTO_SCAN_CREDITS,
  type AuditEventType,
  CHAT_CREDIT_COST,
  CHAT_MESSAGES,
  DEMO_LIMIT_REACHED,
  MANUAL_SCAN_MAX_CREDITS,
  MCP_READ_CREDIT_COST,
  SCAN_MESSAGES,
} from '@tradeloom/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { organisationMembers, organisations, trialUsage, userCredits } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import { type CreditReason, refundCredits, spendCredits } from '../credits/credits.service.ts';
import {
  DEFAULT_TRIAL_AI_LIMIT,
  DEFAULT_TRIAL_MAP_LIMIT,
  giveBackTrialUse,
  takeTrialUse,
  type UsageCounter,
} from '../trial/trial.service.ts';

export interface PaidActionRule {
  /** The credits it takes (null: none, only its demo use and its event). */
  credits: {
    /** Taken unless the charge names another amount. */
    cost: number;
    /** Ledger reasons of the charge and of its refund. */
    spent: CreditReason;
    refunded: CreditReason;
    /** The 402 for a balance that does not hold the charge. */
    refused: () => ApiError;
  } | null;
  /** The demo counter one use of the action takes (null: not counted). */
  trial: UsageCounter | null;
  /** The audit event the charge records (null: none). */
  audit: Exclude<AuditEventType, 'add_notes'> | null;
}

const noScanCredits = () => new ApiError(402, 'INSUFFICIENT_CREDITS', SCAN_MESSAGES.insufficientCredits);
export const noAnswerCredits = () => new ApiError(402, 'NO_CREDITS', CHAT_MESSAGES.noCredits);
const noMcpCredits = () => new ApiError(402, 'NO_CREDITS', API_TOKEN_MESSAGES.noCredits);
export const demoLimitReached = () => new ApiError(402, 'DEMO_LIMIT_REACHED', DEMO_LIMIT_REACHED);

/**
 * Every paid action. A new one (an MCP call, say) is one more row here, plus its ledger reasons in
 * CreditReason when it takes credits; its service then calls `charge` in its own transaction.
 */
export const PAID_ACTIONS = {
  /** One answer of the assistant: one credit, one demo AI use while trialing, consume_ai. */
  assistant_answer: {
    credits: { cost: CHAT_CREDIT_COST, spent: 'consume_ai', refunded: 'refund_ai', refused: noAnswerCredits },
    trial: 'ai_insights',
    audit: 'consume_ai',
  },
  /** A manual scan reserves its most (5); what it did not cost is refunded. One demo AI use. */
  manual_scan: {
    credits: { cost: MANUAL_SCAN_MAX_CREDITS, spent: 'consume_scan', refunded: 'refund_scan', refused: noScanCredits },
    trial: 'ai_insights',
    audit: null,
  },
  /** An auto-scan reserves its most (2); not a demo use (auto-scans are for paying plans). */
  auto_scan: {
    credits: { cost: AUTO_SCAN_CREDITS, spent: 'consume_scan', refunded: 'refund_scan', refused: noScanCredits },
    trial: null,
    audit: null,
  },
  /** Opening the map: no credit; one map load on the demo counter (counted on paying plans too), consume_map. */
  map_open: { credits: null, trial: 'map_loads', audit: 'consume_map' },
  /**
   * A read tool call of the MCP endpoint (decision 035): one credit and one demo AI use, like an
   * answer; refunded whole when the tool fails. Its record is the call's row in mcp_calls, so no audit event.
   */
  mcp_read: {
    credits: { cost: MCP_READ_CREDIT_COST, spent: 'consume_mcp', refunded: 'refund_mcp', refused: noMcpCredits },
    trial: 'ai_insights',
    audit: null,
  },
} as const satisfies Record<string, PaidActionRule>;

export type PaidAction = keyof typeof PAID_ACTIONS;

export interface ChargeRequest {
  userId: string;
  action: PaidAction;
  /** Credits to take instead of the action's default (a whole number, 0 or more). */
  amount?: number;
  /** Written on the ledger rows of the charge and of its refund. */
  reference?: string;
  /** The audit event's meta. */
  meta?: Record<string, unknown>;
}

/** What a charge took: all `refund` needs. */
export interface Receipt {
  userId: string;
  action: PaidAction;
  reference: string | null;
  /** Credits taken. */
  credits: number;
  /** The balance after the charge (null when no credit was taken). */
  balance: number | null;
  /** The demo counter after the use it took (null when none was taken: not counted, or not trialing). */
  trial: { used: number; limit: number } | null;
}

/**
 * Charges one paid action inside the caller's transaction: the credits (a conditional update: never
 * more than the balance; refused with the action's 402 before anything else is taken), then the demo
 * use (refused at the limit with 402 DEMO_LIMIT_REACHED), then the audit event. A refusal throws, so
 * the caller's transaction, and anything it wrote, is rolled back.
 */
export async function charge(tx: Tx, req: ChargeRequest): Promise<Receipt> {
  const rule: PaidActionRule = PAID_ACTIONS[req.action];
  const credits = req.amount ?? rule.credits?.cost ?? 0;
  if (!Number.isInteger(credits) || credits < 0 || (credits > 0 && !rule.credits))
    throw new Error(`charge: ${req.action} cannot take ${credits} credits`);
  let balance: number | null = null;
  if (rule.credits && credits > 0) {
    balance = await spendCredits(tx, req.userId, credits, rule.credits.spent, req.reference);
    if (balance === null) throw rule.credits.refused();
  }
  const trial = rule.trial ? await takeTrialUse(tx, req.userId, rule.trial) : null;
  if (rule.audit) await recordAuditEvent(tx, req.userId, rule.audit, req.meta);
  return { userId: req.userId, action: req.action, reference: req.reference ?? null, credits, balance, trial };
}

/**
 * Gives back, inside the caller's transaction, what a charge took and the action did not use.
 * `used`: the credits the action did cost; the rest goes back and the demo use is kept (the action
 * happened). Without it the whole charge is undone: every credit and the demo use. The audit event
 * stays: actions that may be undone whole record none (scans), or record it only once delivered (the
 * answer). Answers the balance after (null for an action that takes no credits).
 */
export async function refund(tx: Tx, receipt: Receipt, opts: { used?: number } = {}): Promise<number | null> {
  const rule: PaidActionRule = PAID_ACTIONS[receipt.action];
  let balance: number | null = null;
  if (rule.credits) {
    const back = Math.max(0, receipt.credits - (opts.used ?? 0));
    balance = await refundCredits(tx, receipt.userId, back, rule.credits.refunded, receipt.reference ?? undefined);
  }
  if (opts.used === undefined && receipt.trial && rule.trial) await giveBackTrialUse(tx, receipt.userId, rule.trial);
  return balance;
}

/**
 * Whether the action can be charged now (the balance holds its credits, and while trialing its demo
 * counter has room), or its 402: one read and no write, for a check before work that costs something
 * of its own (a model's tokens, an open stream). The charge itself decides for good.
 */
export async function assertCanCharge(db: Db, userId: string, action: PaidAction): Promise<void> {
  const rule: PaidActionRule = PAID_ACTIONS[action];
  const map = rule.trial === 'map_loads';
  const [used, limit] = map ? [sql`t.map_loads_used`, sql`t.trial_map_limit`] : [sql`t.ai_insights_used`, sql`t.trial_ai_limit`];
  const room = rule.trial
    ? sql`coalesce((
        select o.subscription_status <> 'trialing' or coalesce(${used}, 0) < coalesce(${limit}, ${map ? DEFAULT_TRIAL_MAP_LIMIT : DEFAULT_TRIAL_AI_LIMIT}::int)
        from ${organisationMembers} m join ${organisations} o on o.id = m.org_id left join ${trialUsage} t on t.org_id = o.id
        where m.user_id = ${userId} order by m.created_at limit 1
      ), true)`
    : sql`true`;
  const result = await db.execute(sql`
    select
      coalesce((select c.ai_credits from ${userCredits} c where c.user_id = ${userId}), 0) >= ${rule.credits?.cost ?? 0}::int as credit,
      ${room} as room`);
  const row = (result as unknown as { rows: { credit: boolean; room: boolean }[] }).rows[0];
  if (!row) throw new Error('assertCanCharge: no row');
  if (!row.credit && rule.credits) throw rule.credits.refused();
  if (!row.room) throw demoLimitReached();
}

/** An answer of the assistant as it is stored, with the question it answers. */
export interface AnswerRecord {
  question: string;
  text: string;
  contactIds: string[];
  source: 'built_in' | 'model';
  /** Whether it is charged (the built-in assistant did not understand the question: it is not). */
  charged: boolean;
  askedAt: Date;
}

interface Settled {
  delivered: boolean;
  credits: number;
  trialing: boolean;
  room: boolean;
  spent: number | null;
  demo_taken: boolean;
}

/**
 * Charges the 'assistant_answer' action and stores the question and the answer, in one statement
 * (tl_deliver_answer): the credit (only if the balance holds it, and while trialing only if the demo's
 * AI uses are not used up: that use is counted too), its ledger row, the two messages and
 * consume_ai. Nothing is written when either is refused. An answer that is not charged is stored
 * only when it could have been paid for. Answers the balance after, or throws 402 'No credits
 * remaining' (first) or the demo limit.
 *
 * On PostgreSQL two concurrent answers can each pass the other's check (the credit and the demo use
 * are two rows): the statement then writes no answer, and what one half took is given back here.
 */
export async function chargeAnswer(db: Db, userId: string, answer: AnswerRecord): Promise<number> {
  const rule = PAID_ACTIONS.assistant_answer;
  const cost = rule.credits.cost;
  const reference = `chat:${answer.askedAt.toISOString()}:${Math.random().toString(36).slice(2, 8)}`;
  const answeredAt = new Date(answer.askedAt.getTime() + 1).toISOString();
  // One statement in a function of its own (migration 0021), so its plan is kept between answers.
  const result = await db.execute(sql`
    select * from tl_deliver_answer(
      ${userId}, ${answer.charged}, ${cost}::int, ${DEFAULT_TRIAL_AI_LIMIT}::int, ${reference},
      ${answer.question}, ${answer.text}, ${JSON.stringify(answer.contactIds)}::jsonb, ${answer.source},
      ${answer.askedAt.toISOString()}::timestamptz, ${answeredAt}::timestamptz, ${JSON.stringify({ source: answer.source, reference })}::jsonb
    )`);
  const row = (result as unknown as { rows: Settled[] }).rows[0]!;
  if (row.delivered) return answer.charged ? Number(row.spent) : Number(row.credits);
  // Refused: give back what a concurrent answer left half-taken, then say why.
  const half = (took: Pick<Receipt, 'credits' | 'trial'>, ref: string | null): Receipt => ({
    userId,
    action: 'assistant_answer',
    reference: ref,
    balance: null,
    ...took,
  });
  if (row.spent !== null) {
    await db.transaction((tx) => refund(tx, half({ credits: cost, trial: null }, `${reference}:demo-limit`)));
    throw demoLimitReached();
  }
  if (row.demo_taken) await db.transaction((tx) => refund(tx, half({ credits: 0, trial: { used: 0, limit: 0 } }, null)));
  if (Number(row.credits) < cost || row.demo_taken || (answer.charged && row.room)) throw rule.credits.refused();
  throw demoLimitReached();
}
