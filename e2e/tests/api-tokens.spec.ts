/**
 * Settings › API & AI clients (issue 26, decision 035), the way a trader walks it: create a token, copy
 * the secret shown once, see an AI client's call through it in Recent calls, revoke it, and the token
 * stops. With API_TOKENS_SHOTS_DIR set, the card is kept as screenshots at 1280 and 390 px, light and dark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

const SHOTS = process.env.API_TOKENS_SHOTS_DIR;

/** One tool call of the MCP endpoint with a bearer token, as an AI client sends it. */
const mcpCall = (secret: string, tool: string) => ({
  headers: { authorization: `Bearer ${secret}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
  data: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } },
});

test('create a token, copy it once, see its call, revoke it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpInBrowser(page, { name: 'Token Trader', email: uniqueEmail('tokens'), password: 'correct-horse-9' });
  await page.goto('/settings?tab=api');
  const card = page.locator('#api');
  await expect(card.getByText('API & AI clients')).toBeVisible();
  await expect(card.getByText('No tokens yet.')).toBeVisible();

  // A name is required.
  await card.getByRole('button', { name: 'Create Token' }).click();
  await expect(card.getByText('Give the token a name')).toBeVisible();

  await card.getByLabel('Token name').fill('Claude Desktop');
  await card.getByLabel('Access').click();
  await page.getByRole('option', { name: 'Read and write' }).click();
  await card.getByRole('button', { name: 'Create Token' }).click();
  const secretBox = card.getByTestId('new-token-secret');
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.textContent())!.trim();
  expect(secret).toMatch(/^tl_pat_/);
  await card.getByRole('button', { name: 'Copy token' }).click();
  await expect(card.getByRole('button', { name: 'Copy token' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // The connection guide carries this server's origin and the new token.
  await card.getByText('Claude Code').click();
  await expect(card.getByText(`claude mcp add --transport http tradeloom ${new URL(page.url()).origin}/mcp`)).toBeVisible();

  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await card.screenshot({ path: path.join(SHOTS, 'api-card-created-1280-light.png') });
  }

  await card.getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toHaveCount(0);
  const row = card.getByRole('list', { name: 'API tokens' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Claude Desktop');
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText(secret.slice(0, 11));
  await page.reload();
  // The token's row, not the connection guide's 'Claude Desktop' section (both say it once the list has loaded).
  await expect(page.locator('#api').getByRole('list', { name: 'API tokens' }).getByText('Claude Desktop')).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // An AI client calls a tool with it; the call is in Recent calls.
  const res = await page.request.post('/mcp', mcpCall(secret, 'network_summary'));
  expect(res.status()).toBe(200);
  expect((await res.json()).result.isError).toBeFalsy();
  await page.reload();
  await expect(page.locator('#api').getByRole('list', { name: 'Recent calls' })).toContainText('network_summary');

  if (SHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('tradeloom-theme', t), theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto('/settings?tab=api');
        await expect(page.locator('#api').getByRole('list', { name: 'API tokens' }).getByText('Claude Desktop')).toBeVisible();
        await page.locator('#api').getByText('Claude Desktop', { exact: true }).first().scrollIntoViewIfNeeded();
        await page.locator('#api').screenshot({ path: path.join(SHOTS, `api-card-${width}-${theme}.png`) });
      }
    }
    await page.evaluate(() => localStorage.setItem('tradeloom-theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings?tab=api');
  }

  // Revoke, confirmed: the token is gone from the list and stops at once.
  await page.locator('#api').getByRole('button', { name: 'Revoke Claude Desktop' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('stops working at once');
  await page.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.locator('#api').getByText('No tokens yet.')).toBeVisible();
  const after = await page.request.post('/mcp', mcpCall(secret, 'network_summary'));
  expect(after.status()).toBe(401);
});
