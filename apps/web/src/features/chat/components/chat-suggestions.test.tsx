import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API client binds fetch when it is made, so the stub goes in before any import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

import { CHAT_SUGGESTIONS } from '../utils/chat-texts';
import { ChatMessageList } from './chat-message-list';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderEmptyConversation() {
  const onSuggest = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatMessageList messages={[]} status="success" onReload={() => {}} onOpenContact={() => {}} onSuggest={onSuggest} />
    </QueryClientProvider>,
  );
  return { onSuggest, user: userEvent.setup() };
}

describe('the questions an empty conversation offers', () => {
  beforeEach(() => fetchMock.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('are the server’s, naming people of the user’s network, and one click asks it', async () => {
    const questions = ['Who should I introduce Olena Kovalenko to?', 'Who buys wheat in Africa?', 'Tell me about Karim Mansour'];
    fetchMock.mockImplementation(async (request?: Request) =>
      request && new URL(request.url).pathname === '/api/ai/chat/suggestions' ? json(200, { suggestions: questions }) : json(404, {}),
    );
    const { onSuggest, user } = renderEmptyConversation();
    await user.click(await screen.findByRole('button', { name: questions[0] }));
    expect(onSuggest).toHaveBeenCalledWith(questions[0]);
    for (const q of questions) expect(screen.getByRole('button', { name: q })).toBeTruthy();
    // The built-in examples are not shown beside them.
    expect(screen.queryByRole('button', { name: CHAT_SUGGESTIONS[0] })).toBeNull();
  });

  it('fall back to questions without names when the server cannot say', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'down', requestId: 'r' } }));
    renderEmptyConversation();
    for (const q of CHAT_SUGGESTIONS) expect(await screen.findByRole('button', { name: q })).toBeTruthy();
  });
});
