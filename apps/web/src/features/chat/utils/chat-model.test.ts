import { CHAT_HISTORY_LIMIT, CHAT_MESSAGES } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { type ChatEntry, canSend, historyFor, newEntry, readAnswer } from './chat-model';

const answer = (content: string, ids: string[] = []): ChatEntry => ({
  ...newEntry('assistant', content),
  contact_ids: ids,
  contacts: ids.map((id) => ({ id, full_name: `Name ${id}`, company: null })),
});

describe('historyFor', () => {
  it('sends the last 10 messages, with the contacts each answer named, and leaves failed bubbles out', () => {
    const messages: ChatEntry[] = [];
    for (let i = 0; i < 8; i++) messages.push(newEntry('user', `question ${i}`), answer(`answer ${i}`, [`c${i}`]));
    messages.push(newEntry('user', 'failed question'), newEntry('assistant', CHAT_MESSAGES.error, 'error'));
    const history = historyFor(messages);
    expect(history).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'failed question' });
    expect(history.at(-2)).toEqual({ role: 'assistant', content: 'answer 7', contact_ids: ['c7'] });
    expect(history[0]).toEqual({ role: 'assistant', content: 'answer 3', contact_ids: ['c3'] });
    expect(history.some((m) => m.content === CHAT_MESSAGES.error)).toBe(false);
  });
});

describe('canSend', () => {
  it('needs trimmed text and no answer on its way', () => {
    expect(canSend('   \n ', [])).toBe(false);
    expect(canSend(' who buys urea? ', [])).toBe(true);
    expect(canSend('who buys urea?', [newEntry('user', 'q'), newEntry('assistant', '', 'pending')])).toBe(false);
  });
});

describe('readAnswer', () => {
  it('falls back to the spec text when the answer has no response field', () => {
    expect(readAnswer({ contacts: [], credits_remaining: 4 })).toEqual({
      content: CHAT_MESSAGES.noResponse,
      contactIds: [],
      contacts: [],
      creditsRemaining: 4,
    });
    expect(readAnswer(null).content).toBe(CHAT_MESSAGES.noResponse);
  });

  it('keeps the response, the named contacts, the source and the balance', () => {
    const contacts = [{ id: 'a', full_name: 'Aiko Tan', company: 'Straits Metals' }];
    expect(readAnswer({ response: 'Hi', contacts, contact_ids: ['a'], source: 'model', credits_remaining: 0 })).toEqual({
      content: 'Hi',
      contactIds: ['a'],
      contacts,
      source: 'model',
      creditsRemaining: 0,
    });
  });
});
