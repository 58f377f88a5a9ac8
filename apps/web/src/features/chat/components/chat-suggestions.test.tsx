import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type FakeApi, fakeApi, renderWithApp } from '@/test/render';
import { CHAT_SUGGESTIONS } from '../utils/chat-texts';
import { ChatMessageList } from './chat-message-list';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderEmptyConversation(api: FakeApi) {
  const onSuggest = vi.fn();
  renderWithApp(<ChatMessageList messages={[]} status="success" onReload={() => {}} onOpenContact={() => {}} onSuggest={onSuggest} />, {
    api,
  });
  return { onSuggest, user: userEvent.setup() };
}

describe('the questions an empty conversation offers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are the server’s, naming people of the user’s network, and one click asks it', async () => {
    const questions = ['Who should I introduce Olena Kovalenko to?', 'Who buys wheat in Africa?', 'Tell me about Karim Mansour'];
    const api = fakeApi({ 'GET /api/ai/chat/suggestions': json(200, { suggestions: questions }) });
    const { onSuggest, user } = renderEmptyConversation(api);
    await user.click(await screen.findByRole('button', { name: questions[0] }));
    expect(onSuggest).toHaveBeenCalledWith(questions[0]);
    for (const q of questions) expect(screen.getByRole('button', { name: q })).toBeTruthy();
    // The built-in examples are not shown beside them.
    expect(screen.queryByRole('button', { name: CHAT_SUGGESTIONS[0] })).toBeNull();
  });

  it('fall back to questions without names when the server cannot say', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/ai/chat/suggestions': json(500, { error: { code: 'INTERNAL_ERROR', message: 'down', requestId: 'r' } }),
    });
    renderEmptyConversation(api);
    for (const q of CHAT_SUGGESTIONS) expect(await screen.findByRole('button', { name: q })).toBeTruthy();
  });
});
