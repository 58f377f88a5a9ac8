/**
 * One tool call of the MCP endpoint (decision 035), with the app's rules: the per-token rate limit
 * (in PostgreSQL, shared by every instance), write tools refused for read-only tokens, a read charged
 * one credit through the metering service before the work and refunded whole when the tool fails,
 * a write dropping the user's cached answers once done, and one row in the call log either way.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError, isDatabaseUnavailable } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { createActivityRecorder } from '../lifecycle/activity.ts';
import { charge, type Receipt, refund } from '../metering/metering.service.ts';
import { recordMcpCall } from '../tokens/mcp-calls.service.ts';
import type { McpPrincipal } from './mcp-auth.ts';
import type { McpTool } from './mcp-tools.ts';

export const READ_ONLY_MESSAGE =
  'This token is read-only: create a read and write token in Tradeloom (Settings, API & AI clients) to make changes.';

function refusal(code: string, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }], structuredContent: { error: { code, message, ...extra } } };
}

/** A call of an AI client is the user's activity too (the inactivity-deletion clock, decision 025). */
export const mcpActivity = (deps: AppDeps) => createActivityRecorder(deps.db, deps.logger);

const rateKey = (p: McpPrincipal) => (p.tokenId ? `mcp:pat:${p.tokenId}` : `mcp:oauth:${p.oauthClientId}:${p.userId}`);

export async function callTool(
  deps: AppDeps,
  principal: McpPrincipal,
  tool: McpTool,
  args: Record<string, unknown>,
  requestId: string,
): Promise<CallToolResult> {
  const { db, logger } = deps;
  const userId = principal.userId;
  const log = (ok: boolean, errorCode: string | null, credits: number) =>
    recordMcpCall(db, {
      userId,
      tokenId: principal.tokenId,
      oauthClientId: principal.oauthClientId,
      clientLabel: principal.clientLabel,
      tool: tool.name,
      ok,
      errorCode,
      credits,
    }).catch((err: unknown) => logger.warn({ err }, 'mcp call log failed'));

  // Refused calls over the limit are not logged: a runaway client would fill the log.
  const retryAfter = await hitRateLimit(db, rateKey(principal), { max: deps.config.mcpCallsPerMinute, windowSeconds: 60 });
  if (retryAfter !== null)
    return refusal(
      'RATE_LIMITED',
      `Too many calls: at most ${deps.config.mcpCallsPerMinute} a minute per token. Try again in ${retryAfter} seconds.`,
      { retry_after: retryAfter },
    );
  if (tool.write && principal.scope !== 'read_write') {
    await log(false, 'READ_ONLY_TOKEN', 0);
    return refusal('READ_ONLY_TOKEN', READ_ONLY_MESSAGE);
  }

  let receipt: Receipt | null = null;
  try {
    if (!tool.write)
      receipt = await db.transaction((tx) => charge(tx, { userId, action: 'mcp_read', reference: `mcp:${tool.name}:${requestId}` }));
    const out = await tool.run({ deps, userId, now: new Date() }, args);
    if (tool.write) {
      deps.answers.dropUser(userId);
      deps.assistant.network.forget(userId);
    }
    await log(true, null, receipt?.credits ?? 0);
    return { content: [{ type: 'text', text: out.text }], structuredContent: out.data };
  } catch (err) {
    if (receipt) {
      const taken = receipt;
      await db.transaction((tx) => refund(tx, taken)).catch((e: unknown) => logger.error({ err: e }, 'mcp refund failed'));
    }
    let code = 'INTERNAL_ERROR';
    let message = 'Something went wrong on our side. Please try again.';
    if (err instanceof ApiError) {
      code = err.code;
      message = err.message;
    } else if (isDatabaseUnavailable(err)) {
      code = 'SERVICE_UNAVAILABLE';
      message = 'Tradeloom is briefly unavailable. Please try again in a few seconds.';
    } else logger.error({ err, tool: tool.name }, 'mcp tool failed');
    await log(false, code, 0);
    return refusal(code, message);
  }
}
