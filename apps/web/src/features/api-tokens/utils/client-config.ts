/**
 * The exact configuration each AI client needs for Tradeloom's MCP endpoint, for the server's real
 * origin and a token (the one just made, or a placeholder). The README shows the same.
 */
export const TOKEN_PLACEHOLDER = 'tl_pat_your_token';

export interface ClientConfig {
  id: 'claude-desktop' | 'claude-code' | 'chatgpt' | 'generic';
  name: string;
  /** Where it goes, in a sentence. */
  where: string;
  /** What to paste, or null when there is nothing to paste. */
  snippet: string | null;
}

export const mcpUrl = (origin: string) => `${origin.replace(/\/$/, '')}/mcp`;

export function clientConfigs(origin: string, token: string | null): ClientConfig[] {
  const url = mcpUrl(origin);
  const secret = token ?? TOKEN_PLACEHOLDER;
  const desktop = {
    mcpServers: {
      tradeloom: {
        command: 'npx',
        // mcp-remote expands the variable itself; no space in the argument (Claude Desktop on Windows splits there).
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a placeholder for mcp-remote, not for JavaScript
        args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${TRADELOOM_AUTH}'],
        env: { TRADELOOM_AUTH: `Bearer ${secret}` },
      },
    },
  };
  return [
    {
      id: 'claude-desktop',
      name: 'Claude Desktop',
      where: 'Settings › Developer › Edit Config opens claude_desktop_config.json. Add this, save, and restart Claude (needs Node.js).',
      snippet: JSON.stringify(desktop, null, 2),
    },
    {
      id: 'claude-code',
      name: 'Claude Code',
      where: 'Run this in a terminal:',
      snippet: `claude mcp add --transport http tradeloom ${url} --header "Authorization: Bearer ${secret}"`,
    },
    {
      id: 'chatgpt',
      name: 'ChatGPT',
      where: `Settings › Connectors › Create (developer mode). Give this URL and choose OAuth: you sign in to Tradeloom and allow the connector, no token needed.`,
      snippet: url,
    },
    {
      id: 'generic',
      name: 'Other MCP clients',
      where: 'Streamable HTTP transport, with the token in an Authorization header:',
      snippet: `URL: ${url}\nAuthorization: Bearer ${secret}`,
    },
  ];
}
