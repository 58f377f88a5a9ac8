/**
 * The MCP endpoint `/mcp` (issue 26, decision 035): Streamable HTTP, stateless. Each request gets a
 * new MCP server and transport (no session, so any instance answers any request), answers in JSON,
 * and acts as the user of its bearer token (mcp-auth.ts). It speaks JSON-RPC, not the REST API's
 * error shape, so it is not in the OpenAPI document; a request without a live token is 401.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../lib/input-guard.ts';
import { callTool, mcpActivity } from './mcp.service.ts';
import { mcpAuthChallenge, principalOf } from './mcp-auth.ts';
import { MCP_TOOLS } from './mcp-tools.ts';

const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0' as const, error: { code, message }, id: null });

export const MCP_SERVER_INFO = { name: 'tradeloom', title: 'Tradeloom', version: '1.0.0' };
const INSTRUCTIONS =
  "Tradeloom is the user's relationship-intelligence contact book for commodity trade. Search their contacts by commodity, side (sells or buys), role and place, find whom to introduce, see relationships going cold and who serves their business priorities. Every contact carries a link to open it in Tradeloom. Each read costs the user one credit; writes ask the user first.";

/**
 * The MCP SDK (with ajv, ~7 MB and ~0.3 s to load) is imported on the first request to /mcp, not
 * while the server starts (decision 038); the promise is kept, so it loads once. A failed load is
 * not kept: the next request tries again.
 */
let sdk:
  | Promise<
      [
        typeof import('@modelcontextprotocol/sdk/server/mcp.js'),
        typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
      ]
    >
  | undefined;
const loadSdk = () => {
  sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ]).catch((err: unknown) => {
    sdk = undefined;
    throw err;
  });
  return sdk;
};

export function mcpRoutes(deps: AppDeps) {
  const activity = mcpActivity(deps);
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json(rpcError(-32600, 'Request body too large'), 413, { Connection: 'close' }) }),
  );
  app.all('/', async (c) => {
    const principal = await principalOf(deps, c.req.header('authorization'));
    if (!principal) {
      return c.json(rpcError(-32001, 'A valid Tradeloom API token is required: Authorization: Bearer tl_pat_…'), 401, {
        'WWW-Authenticate': mcpAuthChallenge(deps, c.req.header('authorization') !== undefined),
      });
    }
    // Stateless: no stream for the server's own messages (GET) and no session to end (DELETE).
    if (c.req.method !== 'POST')
      return c.json(rpcError(-32000, 'Method not allowed: send JSON-RPC requests with POST'), 405, { Allow: 'POST' });
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(await c.req.text());
    } catch {
      return c.json(rpcError(-32700, 'Parse error: the body is not JSON'), 400);
    }
    if (hasUnsafeText(parsedBody)) return c.json(rpcError(-32602, UNSAFE_TEXT_MESSAGE), 400);
    const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }] = await loadSdk();
    void activity.record(principal.userId);
    const server = new McpServer(MCP_SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    for (const tool of MCP_TOOLS) {
      server.registerTool(
        tool.name,
        {
          title: tool.title,
          description: tool.description,
          inputSchema: tool.input,
          annotations: {
            title: tool.title,
            readOnlyHint: !tool.write,
            destructiveHint: tool.write ? tool.destructive === true : false,
            idempotentHint: !tool.write,
            openWorldHint: false,
          },
        },
        (args: unknown) => callTool(deps, principal, tool, (args ?? {}) as Record<string, unknown>, c.get('requestId')),
      );
    }
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody });
    } finally {
      void server.close();
    }
  });
  return app;
}
